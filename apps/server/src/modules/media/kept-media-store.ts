import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { UnavailableError } from '../../lib/unavailable-error.ts';
import { KeptAnswers } from '../../lib/kept-answers.ts';
import type { MediaFile, MediaStore, StoredFile } from './media-store.ts';

/** Files up to this are kept whole: every card variant and most detail images; a larger one streams each time. */
const KEEP_UP_TO_BYTES = 512 * 1024;

interface KeptFile {
  stored: StoredFile;
  bytes: Buffer;
  /** The memory it takes, as `KeptAnswers` counts it. */
  size: number;
}

/**
 * A remote store (S3) with its small files kept in this process's memory, least recently used dropped first past
 * `maxBytes`, so that the cards' images cost no round trip to the bucket after their first reader; `head` is then
 * answered from memory too, which is what a variant's freshness check asks. Keys are written once with the bytes
 * they are named after (decision 209), so a kept file stays right; a write through this store drops its copy.
 */
export class KeptMediaStore implements MediaStore {
  private readonly kept: KeptAnswers<KeptFile>;

  constructor(
    private readonly inner: MediaStore,
    maxBytes: number,
  ) {
    this.kept = new KeptAnswers(maxBytes);
  }

  get location(): string {
    return this.inner.location;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.inner.put(key, bytes);
    this.kept.delete(key);
  }

  async get(key: string): Promise<MediaFile | undefined> {
    const kept = this.kept.get(key);
    if (kept) return sent(kept);
    const file = await this.inner.get(key);
    if (!file || file.size > KEEP_UP_TO_BYTES) return file;
    const { body, ...stored } = file;
    let bytes: Buffer;
    try {
      bytes = await buffer(body);
    } catch (error) {
      throw new UnavailableError(`The media store ${this.location} stopped sending ${key}`, { cause: error });
    }
    const read: KeptFile = { stored, bytes, size: bytes.length };
    this.kept.set(key, read);
    return sent(read);
  }

  async head(key: string): Promise<StoredFile | undefined> {
    return this.kept.get(key)?.stored ?? this.inner.head(key);
  }

  list(): AsyncIterable<{ key: string; size: number }> {
    return this.inner.list();
  }
}

function sent({ stored, bytes }: KeptFile): MediaFile {
  return { ...stored, body: Readable.from([bytes]) };
}
