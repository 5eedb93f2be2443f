import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import { loadConfig } from '../config.ts';
import { openMediaStore } from '../modules/media/open-media-store.ts';
import { UsageError } from './usage-error.ts';
import { runMediaCommand } from './media-command.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-media-copy-'));
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A DATA_DIR whose media folder holds `files`. */
function dataDirWith(files: Record<string, Buffer>): string {
  const dataDir = fs.mkdtempSync(path.join(root, 'data-'));
  for (const [key, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, 'media', key)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', key), bytes);
  }
  return dataDir;
}

it('copies a media folder into a bucket, variants included, and copies nothing the second time', async () => {
  const files = {
    'uploads/a.webp': randomBytes(3000),
    'demo/feed-1.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    'variants/320/uploads/a.webp.webp': randomBytes(700),
    'variants/640/demo/feed-1.svg.webp': randomBytes(900),
  };
  const s3Env = s3.env('copied');
  const env = { DATA_DIR: dataDirWith(files) };
  const bucket = openMediaStore(loadConfig({ ...s3Env, MEDIA_CACHE_MB: '0' }));
  // One file there already, as a copy cut short would have left it: it is not copied again.
  await bucket.put('uploads/a.webp', files['uploads/a.webp']);

  const first = await runMediaCommand(['copy', '--to', s3Env.MEDIA_STORE!], { ...env, ...s3Env, MEDIA_STORE: 'disk' });
  const copied = Object.keys(files).filter((key) => key !== 'uploads/a.webp');
  for (const key of copied) expect(first).toContain(`copied ${key} (${files[key as keyof typeof files].length} bytes)`);
  expect(first).not.toContain('copied uploads/a.webp');
  expect(first).toMatch(/Copied 3 files \(1641 bytes\) from .+ to s3:\/\/wiy-media\/copied\/; 1 already there\.$/);
  for (const [key, bytes] of Object.entries(files)) expect(await buffer((await bucket.get(key))!.body), key).toEqual(bytes);

  const second = await runMediaCommand(['copy', '--to', s3Env.MEDIA_STORE!], { ...env, ...s3Env });
  expect(second).toMatch(/^Copied 0 files \(0 bytes\) from .+; 4 already there\.$/);
});

it('copies again a file whose size differs from the one in the bucket', async () => {
  const s3Env = s3.env('resized');
  const bucket = openMediaStore(loadConfig({ ...s3Env, MEDIA_CACHE_MB: '0' }));
  await bucket.put('uploads/b.webp', randomBytes(10));
  const report = await runMediaCommand(['copy', '--to', s3Env.MEDIA_STORE!], { DATA_DIR: dataDirWith({ 'uploads/b.webp': randomBytes(20) }), ...s3Env });
  expect(report).toContain('copied uploads/b.webp (20 bytes)');
  expect((await bucket.head('uploads/b.webp'))?.size).toBe(20);
});

it('says how it is used when the command, the destination or the folder is wrong', async () => {
  const env = { DATA_DIR: dataDirWith({}) };
  await expect(runMediaCommand(['move', '--to', 's3://b'], env)).rejects.toThrow(UsageError);
  await expect(runMediaCommand(['copy'], env)).rejects.toThrow('copy needs --to s3://<bucket>[/<prefix>]');
  await expect(runMediaCommand(['copy', '--to', '/elsewhere'], env)).rejects.toThrow(UsageError);
  await expect(runMediaCommand(['copy', '--to', 's3://b'], { DATA_DIR: path.join(root, 'none') })).rejects.toThrow(/no media folder/);
});
