import path from 'node:path';
import fp from 'fastify-plugin';
import { ImageVariants } from './image-variants.service.ts';

interface MediaServices {
  /** The card-size copies of stored images: made when an image is stored, served under /media/variants/. */
  variants: ImageVariants;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaServices;
  }
}

/** The stored images' variants, one maker for the whole process (its concurrency bound is for all callers). */
export const mediaServices = fp(
  async (app) => {
    app.decorate('media', { variants: new ImageVariants(path.join(app.config.dataDir, 'media')) });
  },
  { name: 'media', dependencies: ['app-dependencies'] },
);
