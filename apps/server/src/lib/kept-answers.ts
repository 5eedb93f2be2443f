import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** An answer ready to send as bytes, in each encoding a browser may ask for. */
export interface KeptAnswer {
  /** The content version it was read at; it is sent only while that is still the current one. */
  version: number;
  type: string;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  size: number;
  /** When it is no longer sent even if the content is unchanged (epoch ms); unset means never. */
  expiresAt?: number;
}

/** Below this an answer is kept and sent as it is, as @fastify/compress does (plugins/compression.ts). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The answer as bytes, with the same compression as @fastify/compress's for answers built per request when it
 * is to be kept (`compressed`); an answer sent once is left for @fastify/compress to encode for its browser.
 */
export function keptAnswer(version: number, type: string, body: string | Buffer, etag: string | undefined, compressed: boolean): KeptAnswer {
  const identity = Buffer.from(body);
  const bodies: KeptAnswer['bodies'] = { identity };
  if (compressed && identity.length >= COMPRESS_FROM_BYTES) {
    bodies.br = zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    bodies.gzip = zlib.gzipSync(identity);
  }
  const size = identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0);
  return { version, type, etag: etag ?? `W/"${createHash('sha1').update(identity).digest('base64')}"`, bodies, size };
}

/**
 * What an entry holds beside its bodies (its key's string, the map's slot, the answer's object and buffers),
 * counted with them: a small answer under a made-up address (`{"count":0}`) must not cost the memory bound
 * less than it costs the process.
 */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * Kept answers by key, least recently used dropped first once their bytes pass `maxBytes`: any number of
 * distinct addresses (a crawler, or someone making them up) costs a bounded amount of memory. Anything that
 * counts its own bytes can be kept so (the media files of an S3 store are).
 */
export class KeptAnswers<Kept extends { size: number } = KeptAnswer> {
  readonly #answers = new Map<string, Kept>();
  #bytes = 0;
  /**
   * The key used last: while it is in the map it is the map's last entry (only `set` and `get` put one there), so
   * asked for again (the busiest page is, over and over) it stays where it is.
   */
  #newest: string | undefined;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Kept | undefined {
    const answer = this.#answers.get(key);
    if (!answer) return undefined;
    if (key !== this.#newest) {
      this.#answers.delete(key);
      this.#answers.set(key, answer);
      this.#newest = key;
    }
    return answer;
  }

  set(key: string, fresh: Kept): void {
    const answer: Kept = { ...fresh, size: fresh.size + key.length * 2 + ENTRY_OVERHEAD_BYTES };
    if (answer.size > this.maxBytes) return;
    this.delete(key);
    this.#answers.set(key, answer);
    this.#newest = key;
    this.#bytes += answer.size;
    for (const [oldest, kept] of this.#answers) {
      if (this.#bytes <= this.maxBytes) break;
      this.#answers.delete(oldest);
      this.#bytes -= kept.size;
    }
  }

  delete(key: string): void {
    const kept = this.#answers.get(key);
    if (!kept) return;
    this.#answers.delete(key);
    this.#bytes -= kept.size;
  }

  clear(): void {
    this.#answers.clear();
    this.#bytes = 0;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
