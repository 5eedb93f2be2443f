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

declare module 'fastify' {
  interface FastifyRequest {
    /** The route answers data (JSON, a download), never a page: it carries the data answer's security headers. */
    answersData?: boolean;
    /** The route answers a picture or another stored file, never a page: it carries the media answer's security headers. */
    answersMedia?: boolean;
  }
}

/**
 * What an answer that is data needs (OWASP's REST security sheet): nothing in it may load or run, nothing may
 * frame it, no browser may guess another type for it or hand it to another site's page, and HTTPS is kept. The
 * page's other headers (its script and frame policy, referrer, opener, DNS prefetch and the old browsers' ones)
 * govern a document, and a data answer is never one: dropping them saves some 700 bytes on every API answer.
 */
const DATA_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * What a stored file needs (decision 242): the data answer's headers, with a policy that lets an SVG opened on its
 * own draw its inline styles but run nothing, in a sandbox of its own origin. A picture is most of a feed's
 * requests, and the page's headers were most of a data saver's placeholder.
 */
const MEDIA_HEADERS: HelmetOptions = {
  ...DATA_HEADERS,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'none'"], sandbox: [] },
  },
};

/**
 * Marks every route in `scope` as answering data (decision 102): its requests are of the scope's own kind. Read
 * as a property of the request, not from `request.routeOptions`, which Fastify builds afresh at every read.
 */
export function answerData(scope: FastifyInstance): void {
  scope.decorateRequest('answersData', true);
}

/** Marks every route in `scope` as answering stored files: pictures, share previews, uploads. */
export function answerMedia(scope: FastifyInstance): void {
  scope.decorateRequest('answersMedia', true);
}

/**
 * Security headers on every answer: a page's on pages and everything else, a data answer's on the routes marked
 * by `answerData`, a media answer's on those marked by `answerMedia`. The script policy stays 'self': embeds are plain iframes on the allow-listed hosts, never vendor
 * scripts. Styles allow inline attributes because React writes `style`.
 */
export function registerSecurityHeaders(app: FastifyInstance, mediaBaseUrl: string): void {
  const mediaOrigin = /^https?:\/\//.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];
  const pageHeaders = Object.entries(
    securityHeaders({
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
    }),
  );
  const dataHeaders = Object.entries(securityHeaders(DATA_HEADERS));
  const mediaHeaders = Object.entries(securityHeaders(MEDIA_HEADERS));
  app.addHook('onRequest', (request, reply, done) => {
    // A data answer's through Fastify, which hands them to Node in one object: setting each on the raw answer
    // costs Node an array per header. A page's on the raw answer, as helmet writes them, where the static files'
    // own headers may still replace one (the service worker's policy).
    if (request.answersData) for (const [name, value] of dataHeaders) reply.header(name, value);
    else if (request.answersMedia) for (const [name, value] of mediaHeaders) reply.header(name, value);
    else for (const [name, value] of pageHeaders) reply.raw.setHeader(name, value);
    done();
  });
}
