import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { ImageVariants } from './image-variants.service.ts';
import type { MediaStore } from './media-store.ts';
import { openMediaStore } from './open-media-store.ts';

interface MediaServices {
  /** Where every media file is read and written: the media folder or an S3 bucket (decision 209). */
  store: MediaStore;
  /** The card-size copies of stored images (made when an image is stored, served under /media/variants/) and their share previews (/media/share/). */
  variants: ImageVariants;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaServices;
  }
}

/** The media store and the stored images' variants, one maker for the whole process (its concurrency bound is for all callers). */
export const mediaServices = fp(
  async (app) => {
    const store = openMediaStore(app.config);
    app.decorate('media', { store, variants: new ImageVariants(store, undefined, siteLogo(app.config.webDist)) });
  },
  { name: 'media', dependencies: ['app-dependencies'] },
);

/** The web app's icon, which the share preview of a page without an image shows; none where the web app is not built. */
function siteLogo(webDist: string | undefined): Buffer | undefined {
  const file = webDist && path.join(webDist, 'favicon.svg');
  return file && fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}
