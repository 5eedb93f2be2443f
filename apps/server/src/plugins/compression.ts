import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * Fewer bytes on the wire: an `ETag` on every answer with a body, so a repeated request answers 304, and
 * Brotli or gzip for answers built per request (pages, JSON). Built assets are compressed once at build time
 * and served as they are (`preCompressed` in `web.ts`); this only compresses what is not.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Registered first, so it hashes the answer before compression turns it into a stream; weak, since one
  // tag then names the answer in every encoding.
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Quality 11 costs tens of milliseconds on a feed page; 5 keeps most of the saving for a few.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    threshold: 1024,
  });
}
