import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { Database } from '../../db/schema.ts';
import { ServerSecretRepository } from '../../db/server-secret.repository.ts';
import { loadOrCreateSecret } from '../../lib/secrets.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid-keys.json';

function fromFile(file: string): VapidKeys | undefined {
  if (!fs.existsSync(file)) return undefined;
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  return typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string' ? { publicKey: keys.publicKey, privateKey: keys.privateKey } : undefined;
}

/**
 * The server's VAPID key pair (RFC 8292), generated on first start into `${dataDir}/vapid-keys.json`. Every
 * browser subscribed with the public key, so all processes and machines must sign with the same pair: it is
 * kept in the database like the session secret, the first process's pair winning, and the file is written
 * with the pair in use. A file from an earlier start is carried into a fresh database, so moving to another
 * database keeps every subscription.
 */
export async function loadOrCreateVapidKeys(db: Kysely<Database>, dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, FILE);
  const onFile = fromFile(file);
  const candidate = onFile ?? webPush.generateVAPIDKeys();
  const kept = JSON.parse(
    await loadOrCreateSecret(new ServerSecretRepository(db), dataDir, 'vapidKeys', undefined, () => JSON.stringify(candidate)),
  ) as VapidKeys;
  if (onFile?.publicKey !== kept.publicKey || onFile.privateKey !== kept.privateKey) {
    fs.mkdirSync(dataDir, { recursive: true });
    // Through a whole new file, so that a start cut short never leaves half of one.
    fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(`${file}.tmp`, file);
  }
  // A file an operator copied in keeps the mode it came with.
  fs.chmodSync(file, 0o600);
  return kept;
}
