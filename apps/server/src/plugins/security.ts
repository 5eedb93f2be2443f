import type { IncomingMessage, ServerResponse } from 'node:http';
import { EMBED_FRAME_SOURCES } from '@wiy/shared/embed-hosts';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for `options`, worked out once. helmet's middleware, and @fastify/helmet, which
 * builds that middleware again for every request, re-parse the policy on each answer: an eighth of the
 * server's time on a kept feed page.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every answer. The script policy stays 'self': embeds are plain iframes on the
 * allow-listed hosts, never vendor scripts. Styles allow inline attributes because React writes `style`.
 */
export function registerSecurityHeaders(app: FastifyInstance, mediaBaseUrl: string): void {
  const mediaOrigin = /^https?:\/\//.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];
  const headers = securityHeaders({
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
  const entries = Object.entries(headers);
  // On the raw answer, as helmet writes them: a route may still replace one (the service worker's own policy).
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
