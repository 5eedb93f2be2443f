import helmet from '@fastify/helmet';
import { EMBED_FRAME_SOURCES } from '@wiy/shared/embed-hosts';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The script policy stays 'self': embeds are plain iframes on the
 * allow-listed hosts, never vendor scripts. Styles allow inline attributes because React writes `style`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, mediaBaseUrl: string): Promise<void> {
  const mediaOrigin = /^https?:\/\//.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        frameSrc: [...EMBED_FRAME_SOURCES],
        imgSrc: ["'self'", 'data:', 'https:', ...mediaOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
