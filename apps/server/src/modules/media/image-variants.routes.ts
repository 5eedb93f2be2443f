import fs from 'node:fs';
import { IMAGE_VARIANT_WIDTHS, IMAGE_VARIANTS_FOLDER, type ImageVariantWidth } from '@wiy/shared/image-variants';
import { errorAnswer, typedSchema, type WireApp } from '../../lib/json-schema.ts';

/** Only the fixed widths, only WebP: nothing a caller writes can ask for other work. */
const variantParams = typedSchema<{ width: ImageVariantWidth; '*': string }>({
  type: 'object',
  properties: {
    width: { type: 'integer', enum: [...IMAGE_VARIANT_WIDTHS] },
    '*': { type: 'string', pattern: '\\.webp$' },
  },
  required: ['width', '*'],
});

/**
 * `/media/variants/<width>/<stored path>.webp`: a stored image as WebP at one of the card widths
 * (decision 071). More specific than the static `/media/*`, so every variant request comes here and is
 * made from its source when the file is not there yet.
 */
export async function imageVariantRoutes(app: WireApp): Promise<void> {
  app.get(
    `/media/${IMAGE_VARIANTS_FOLDER}/:width/*`,
    {
      schema: {
        summary: `A stored image (u_image, u_logo) as WebP ${IMAGE_VARIANT_WIDTHS.join(', ')} px wide, made on first request`,
        tags: ['media'],
        params: variantParams,
        response: { 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const stored = request.params['*'].slice(0, -'.webp'.length);
      const file = await app.media.variants.file(stored, request.params.width);
      // Same lifetime as the stored images under /media/ (plugins/web.ts).
      return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(fs.createReadStream(file));
    },
  );
}
