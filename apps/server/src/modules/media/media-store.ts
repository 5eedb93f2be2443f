import path from 'node:path';
import type { Readable } from 'node:stream';

/** What a store knows of a file without reading it. */
export interface StoredFile {
  size: number;
  /** The content type, read off the key's extension (`typeOfKey`) whichever store holds it. */
  type: string;
  modifiedAt: Date;
}

/** A stored file to send: its body is read as it is sent. */
export interface MediaFile extends StoredFile {
  body: Readable;
}

/**
 * Where every media file lives (decision 209): the stored images, their card-size variants and the demo's
 * pictures, under keys relative to the media location (`uploads/<sha-256>.webp`, `variants/640/…`), the same
 * paths the wire's `u_image` and `u_logo` carry. A missing key is `undefined`; a store that cannot be reached
 * throws `UnavailableError` (503 with `Retry-After`).
 */
export interface MediaStore {
  /** Where it is, for messages: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Writes the whole file under `key`, replacing what was there; a reader never sees half of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<MediaFile | undefined>;
  head(key: string): Promise<StoredFile | undefined>;
  /** Every key with its size, in no promised order (the copy command reads it). */
  list(): AsyncIterable<{ key: string; size: number }>;
}

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  // Operators may put pages of their own in the media folder.
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type a file is served with: one rule for both stores, so a copied file is served as before. */
export function typeOfKey(key: string): string {
  return TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** The longest name of one folder or file a disk store can hold (and so any store, the same keys in each). */
const MAX_NAME_BYTES = 255;

/**
 * `raw` as a key, or undefined when it names nothing inside the store: empty, absolute, climbing out with `..`,
 * holding a backslash or a NUL, which a folder and a bucket would read differently, or a name longer than a folder
 * could have stored.
 */
export function mediaKey(raw: string): string | undefined {
  if (raw === '' || raw.includes('\\') || raw.includes('\0') || raw.startsWith('/')) return undefined;
  if (raw.split('/').some((name) => Buffer.byteLength(name) > MAX_NAME_BYTES)) return undefined;
  const key = path.posix.normalize(raw);
  if (key === '.' || key === '..' || key.startsWith('../') || key.endsWith('/')) return undefined;
  return key;
}
