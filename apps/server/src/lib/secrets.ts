import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment, or else one generated on first start and kept in
 * `${dataDir}/secrets.json` (mode 0600), so that restarts keep sessions valid and nobody makes one by hand.
 */
export function loadOrCreateSecret(dataDir: string, name: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, 'secrets.json');
  const stored: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const existing = stored[name];
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...stored, [name]: secret }, null, 2), { mode: 0o600 });
  return secret;
}
