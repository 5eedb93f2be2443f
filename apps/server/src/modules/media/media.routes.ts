import { IMAGE_VARIANTS_FOLDER, IMAGE_WIDTHS, type ImageVariantWidth } from '@wiy/shared/image-variants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientError } from '../../lib/client-error.ts';
import { errorAnswer, typedSchema, type WireApp } from '../../lib/json-schema.ts';
import { mediaKey, type MediaStore, type StoredFile } from './media-store.ts';

/**
 * A key names its bytes for good (uploads by their hash, variants by their source's key), so browsers and CDNs
 * keep a media file a year without asking again (decision 209).
 */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Only the fixed widths, only WebP: nothing a caller writes can ask for other work. */
const variantParams = typedSchema<{ width: ImageVariantWidth; '*': string }>({
  type: 'object',
  properties: {
    width: { type: 'integer', enum: [...IMAGE_WIDTHS] },
    '*': { type: 'string', pattern: '\\.webp$' },
  },
  required: ['width', '*'],
});

/** Only JPEG: a share preview has the one size and format. */
const previewParams = typedSchema<{ '*': string }>({
  type: 'object',
  properties: { '*': { type: 'string', pattern: '\\.jpg$' } },
  required: ['*'],
});

const fileParams = typedSchema<{ '*': string }>({ type: 'object', properties: { '*': { type: 'string' } }, required: ['*'] });

/** A validator both stores give alike, so that a file copied from one to the other keeps it. */
function entityTag(file: StoredFile): string {
  return `W/"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
}

/**
 * Sends the stored file at `key`, streamed from the store: 304 to a client whose copy is current (asked of the
 * store's `head`, so no body is fetched to be thrown away), 404 when there is none.
 */
async function sendStored(store: MediaStore, request: FastifyRequest, reply: FastifyReply, key: string): Promise<FastifyReply> {
  const known = request.headers['if-none-match'];
  if (known) {
    const found = await store.head(key);
    if (!found) throw notFound(key);
    if (known === entityTag(found)) return reply.code(304).header('etag', known).header('cache-control', MEDIA_CACHE_CONTROL).send();
  }
  const file = await store.get(key);
  if (!file) throw notFound(key);
  return reply
    .type(file.type)
    .header('content-length', file.size)
    .header('etag', entityTag(file))
    .header('last-modified', file.modifiedAt.toUTCString())
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .send(file.body);
}

function notFound(key: string): ClientError {
  return new ClientError(404, `No media file at ${key}`);
}

/**
 * `/media/<key>`: media files (`u_image`, `u_logo`) from the media store, and
 * `/media/variants/<width>/<stored key>.webp`: a stored image as WebP at one of the card widths (decision 071) or the
 * data saver's placeholder width (decision 242),
 * more specific, so every variant request goes there and is made from its source when it is not stored yet; and
 * `/media/share/<stored key>.jpg`, its 1200x630 share preview, or the site's (`sitePreview`), made alike
 * (decision 243). A store that cannot be reached answers 503 with `Retry-After`.
 */
export async function mediaRoutes(app: WireApp): Promise<void> {
  app.get(
    `/media/${IMAGE_VARIANTS_FOLDER}/:width/*`,
    {
      schema: {
        summary: `A stored image (u_image, u_logo) as WebP ${IMAGE_WIDTHS.join(', ')} px wide, made on first request`,
        tags: ['media'],
        params: variantParams,
        response: { 400: errorAnswer, 404: errorAnswer, 503: errorAnswer },
      },
    },
    async (request, reply) => {
      const stored = request.params['*'].slice(0, -'.webp'.length);
      return sendStored(app.media.store, request, reply, await app.media.variants.made(stored, request.params.width));
    },
  );
  app.get(
    '/media/share/*',
    {
      schema: {
        summary: 'A stored image (u_image, u_logo) as a 1200x630 JPEG share preview, or the site logo on one, made on first request',
        tags: ['media'],
        params: previewParams,
        response: { 400: errorAnswer, 404: errorAnswer, 503: errorAnswer },
      },
    },
    async (request, reply) => sendStored(app.media.store, request, reply, await app.media.variants.previewMade(request.params['*'])),
  );
  app.get(
    '/media/*',
    {
      schema: {
        summary: 'A media file (u_image, u_logo) from the media store',
        tags: ['media'],
        params: fileParams,
        response: { 404: errorAnswer, 503: errorAnswer },
      },
    },
    async (request, reply) => {
      const key = mediaKey(request.params['*']);
      if (!key) throw notFound(request.params['*']);
      return sendStored(app.media.store, request, reply, key);
    },
  );
}
