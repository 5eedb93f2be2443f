import { z } from 'zod';
import { ClientError } from '../../../lib/client-error.ts';
import { errorAnswer, toJsonSchema, type WireApp } from '../../../lib/json-schema.ts';

/** Content types the upload route reads as raw bytes; the bytes themselves decide what the file is. */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/octet-stream'];

/** Image upload: the raw file as the request body, answered with the stored paths. */
export async function adminMediaRoutes(app: WireApp): Promise<void> {
  // +1 byte so an image just over the limit reaches the service and gets its clear message.
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: app.config.mediaMaxBytes + 1 }, (_request, body, done) => done(null, body));
  app.post(
    '/api/admin/media',
    {
      schema: {
        summary: 'Upload an image (JPEG, PNG, GIF or WebP by content); stored resized for the detail, with its card-size variants',
        tags: ['admin: media'],
        response: { 201: toJsonSchema(z.object({ u_image: z.string() })), 413: errorAnswer, 415: errorAnswer },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new ClientError(415, 'Send the image file itself as the request body');
      return reply.code(201).send(await app.curation.media.store(request.body));
    },
  );
}
