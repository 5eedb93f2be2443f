import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { UnavailableError } from '../../lib/unavailable-error.ts';
import { mediaKey, typeOfKey, type MediaFile, type MediaStore, type StoredFile } from './media-store.ts';

/** What `put` writes beside a file before renaming it into place: never a key of its own. */
const TEMPORARY = /\.[0-9a-f-]{36}\.tmp$/;
/** A key that is simply not there; any other failure is the folder's. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/**
 * Media files in a folder (`DATA_DIR/media`), one machine's. The folder is made at start; should it go later
 * (a volume no longer mounted), the store is down rather than empty, so readers get 503, not 404, and a write
 * does not land on the disk beneath the mount point.
 */
export class DiskMediaStore implements MediaStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  get location(): string {
    return this.root;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    try {
      await fsp.stat(this.root);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed into place, so that a reader never gets half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await fsp.writeFile(temporary, bytes);
      await fsp.rename(temporary, file);
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  async get(key: string): Promise<MediaFile | undefined> {
    const file = this.file(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file);
    } catch (error) {
      return this.missing(error);
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return { ...described(key, stat), body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw this.unavailable(error);
    }
  }

  async head(key: string): Promise<StoredFile | undefined> {
    try {
      const stat = await fsp.stat(this.file(key));
      return stat.isFile() ? described(key, stat) : undefined;
    } catch (error) {
      return this.missing(error);
    }
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    let names: string[];
    try {
      names = await fsp.readdir(this.root, { recursive: true });
    } catch (error) {
      throw this.unavailable(error);
    }
    for (const name of names) {
      const key = name.split(path.sep).join('/');
      if (TEMPORARY.test(key)) continue;
      const stat = await fsp.stat(path.join(this.root, name)).catch(() => undefined);
      if (stat?.isFile()) yield { key, size: stat.size };
    }
  }

  private file(key: string): string {
    if (mediaKey(key) !== key) throw new Error(`Not a media key: ${key}`);
    return path.join(this.root, key);
  }

  /** A key that is not there is undefined, unless the whole folder has gone. */
  private async missing(error: unknown): Promise<undefined> {
    const code = (error as { code?: string }).code;
    if (!code || !MISSING.has(code) || !fs.existsSync(this.root)) throw this.unavailable(error);
    return undefined;
  }

  private unavailable(error: unknown): UnavailableError {
    return new UnavailableError(`The media folder ${this.root} cannot be read or written`, { cause: error });
  }
}

function described(key: string, stat: fs.Stats): StoredFile {
  return { size: stat.size, type: typeOfKey(key), modifiedAt: stat.mtime };
}
