import path from 'node:path';
import type { Config } from '../../config.ts';
import { DiskMediaStore } from './disk-media-store.ts';
import { KeptMediaStore } from './kept-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { S3MediaStore } from './s3-media-store.ts';

/** The store `config` names: the media folder under DATA_DIR, or a bucket with small files kept in memory. */
export function openMediaStore(config: Pick<Config, 'dataDir' | 'mediaStore' | 'mediaCacheBytes'>): MediaStore {
  const setting = config.mediaStore;
  if (setting.kind === 'disk') return new DiskMediaStore(path.join(config.dataDir, 'media'));
  const bucket = new S3MediaStore(setting);
  return config.mediaCacheBytes > 0 ? new KeptMediaStore(bucket, config.mediaCacheBytes) : bucket;
}
