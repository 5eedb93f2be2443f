import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { copyMedia } from '../modules/media/copy-media.ts';
import { DiskMediaStore } from '../modules/media/disk-media-store.ts';
import { openMediaStore } from '../modules/media/open-media-store.ts';
import { UsageError } from './usage-error.ts';

export const MEDIA_USAGE = `Usage:
  npm run media -- copy --to s3://<bucket>[/<prefix>]
      copies the media folder (DATA_DIR/media) into the bucket; files already there with the same size are skipped,
      so a copy cut short is finished by running it again. The bucket is reached as the server reaches it:
      S3_ENDPOINT, AWS_REGION, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. Then set MEDIA_STORE to the same s3:// value.`;

/** `npm run media -- copy --to s3://…`: a disk store moved into a bucket, with what was copied. */
export async function runMediaCommand(argv: string[], env: Record<string, string | undefined>): Promise<string> {
  const { positionals, values } = parseArgs({ args: argv, options: { to: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1 || positionals[0] !== 'copy') throw new UsageError(`Unknown command "${positionals.join(' ')}"`);
  if (!values.to?.startsWith('s3://')) throw new UsageError('copy needs --to s3://<bucket>[/<prefix>]');
  const folder = path.join(loadConfig(env).dataDir, 'media');
  if (!fs.existsSync(folder)) throw new UsageError(`There is no media folder at ${folder} to copy`);
  const from = new DiskMediaStore(folder);
  const to = openMediaStore(loadConfig({ ...env, MEDIA_STORE: values.to, MEDIA_CACHE_MB: '0' }));
  const { copied, skipped } = await copyMedia(from, to);
  const bytes = copied.reduce((sum, file) => sum + file.size, 0);
  return [
    ...copied.map((file) => `copied ${file.key} (${file.size} bytes)`),
    `Copied ${copied.length} file${copied.length === 1 ? '' : 's'} (${bytes} bytes) from ${from.location} to ${to.location}; ${skipped} already there.`,
  ].join('\n');
}
