import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { loadOrCreateVapidKeys } from './vapid-keys.ts';

const opened: { database: DatabaseHandle; dir: string }[] = [];

/** A machine of its own: a data directory and a fresh SQLite database in it. */
async function machine(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-vapid-'))) {
  const database = openDatabase({ databaseUrl: undefined, dataDir: dir });
  await migrateToLatest(database.db);
  opened.push({ database, dir });
  return { db: database.db, dir, file: path.join(dir, 'vapid-keys.json') };
}

afterEach(async () => {
  for (const { database, dir } of opened.splice(0)) {
    await database.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('generates the key pair into the data directory on first start, and keeps it on the next', async () => {
  const { db, dir, file } = await machine();
  const first = await loadOrCreateVapidKeys(db, dir);
  expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(await loadOrCreateVapidKeys(db, dir)).toEqual(first);
});

it("signs with the database's pair on every machine of one database, and carries a machine's file into a fresh database", async () => {
  const { db, dir } = await machine();
  const kept = await loadOrCreateVapidKeys(db, dir);
  const other = await machine();
  const otherPair = await loadOrCreateVapidKeys(other.db, other.dir);
  expect(otherPair).not.toEqual(kept);
  // A second machine on the first one's database: the database's pair wins, and its file is brought in line.
  expect(await loadOrCreateVapidKeys(db, other.dir)).toEqual(kept);
  expect(JSON.parse(fs.readFileSync(other.file, 'utf8'))).toEqual(kept);
  // A fresh database beside a kept file takes the file's pair, so the browsers subscribed with it still hear.
  const fresh = await machine(fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-vapid-')));
  fs.copyFileSync(path.join(dir, 'vapid-keys.json'), fresh.file);
  expect(await loadOrCreateVapidKeys(fresh.db, fresh.dir)).toEqual(kept);
});
