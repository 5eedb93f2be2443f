import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ClientError } from '../../lib/client-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { ContentVersion } from './content-version.ts';
import { keptAnswer, KeptAnswers, type Encoding, type KeptAnswer } from '../../lib/kept-answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicAnswers: PublicAnswers;
  }
  interface FastifyRequest {
    /** The content version when a public read arrived: what its answer shows is at least that new. */
    contentVersion: number;
    /** Whether the request is a public read (the detail call is one, though a POST). */
    publicRead: boolean;
  }
}

/**
 * A shared cache (a CDN in front) may keep a public answer 10 seconds; a browser asks again every time, which
 * costs a 304 to its ETag: a curator who unpublishes and reloads, or a reader's feed refreshing, never sees an
 * older answer than the server's.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
/**
 * The same for a CDN that reads its own header (RFC 9213), with the stale-while-revalidate minute that
 * `Cache-Control` cannot carry without browsers taking it too.
 */
const CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

/** Answers about one account (and errors): never kept by anyone on the way. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** How often each process reads the content version: a change anywhere is visible everywhere within this (and a request). */
export const CONTENT_VERSION_POLL_MS = 250;

/** Marks an answer anyone may be given, and a CDN keep. */
export function answerPublicly(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('cdn-cache-control', CDN_CACHE_CONTROL);
}

/**
 * The origin an answer's absolute links are written with (`requestOrigin`). At a host that is not the site's there
 * is none, and the answer is marked for no cache on the way: a shared cache could hand it to requests for another
 * host (decision 204).
 */
export function linkOrigin(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const origin = requestOrigin(request, request.server.config);
  if (origin === undefined) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  return origin;
}

/**
 * `linkOrigin` for an answer that cannot be written without absolute URLs (a sitemap, a feed): at a host that is
 * not the site's, 421 Misdirected Request, which says this server gives no answer for that address (decision 204).
 */
export function requiredLinkOrigin(request: FastifyRequest, reply: FastifyReply): string {
  const origin = linkOrigin(request, reply);
  if (origin === undefined) throw new ClientError(421, "Sitemaps and feeds are served at the site's own address only");
  return origin;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where a public read's answer is kept: the same address asked the same way has the same answer. A GET's key is
 * its address alone, which starts with '/' and so meets no other method's key, nor a page's (web.ts) or a feed's
 * (syndication), which start with a locale or an origin; it costs no new string on the busiest read.
 */
const keyOf = (request: FastifyRequest) => (request.method === 'GET' ? request.url : `${request.method} ${request.url}`);

/** How a request waits on another's read (`PublicAnswers.serve`): made once, since every public read passes one. */
const SHARED_READ = { alone: false };
const READ_ALONE = { alone: true };
const nothing = () => {};

/** A public answer being built for one request, which others asking for it at the same version wait for. */
interface Reading {
  key: string;
  version: number;
  /** Each gets the answer as kept, or undefined when there is none to share: then it builds its own. */
  waiters: Array<(answer: KeptAnswer | undefined) => void>;
  /** Stops watching the leading request and its response. */
  unwatch: () => void;
}

/**
 * Public answers kept in this process as ready bytes, per address and encoding (decision 075). An answer is
 * sent from here only while the content version it was read at is the current one, so a write anywhere on
 * the database drops them all. With `maxBytes` 0 nothing is kept, and every answer is built as before.
 */
class PublicAnswers {
  readonly #kept: KeptAnswers | undefined;
  readonly #listeners: Array<(kept: boolean) => void> = [];
  /** The reads under way by key, and by the request each is built for. */
  readonly #reading = new Map<string, Reading>();
  readonly #readingFor = new WeakMap<FastifyRequest, Reading>();

  constructor(
    readonly version: ContentVersion,
    maxBytes: number,
  ) {
    this.#kept = maxBytes > 0 ? new KeptAnswers(maxBytes) : undefined;
    version.onChange(() => this.#kept?.clear());
  }

  /** Sends the answer kept under `key` when it is current; false when the caller must build it. */
  private sendKept(request: FastifyRequest, reply: FastifyReply, key: string): boolean {
    const kept = this.#kept?.get(key);
    if (!kept || kept.version !== this.version.current || (kept.expiresAt !== undefined && kept.expiresAt <= Date.now())) return false;
    void sendBytes(request, reply, kept.type, kept.etag, kept.bodies);
    for (const listener of this.#listeners) listener(true);
    return true;
  }

  /**
   * Answers a public read from what is kept, or from the answer another request is having built for the same
   * key at the same content version: after a write drops the kept answers, a thousand readers of one page cost
   * one read, not a thousand. Otherwise calls `build`: the request builds its answer as usual, and hands it to
   * those that wait for it with `settle`. `answered` is told when the request was answered from kept or shared
   * bytes. With nothing kept, or `alone`, the request neither waits for another's read nor is waited for.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    version: number,
    build: () => void,
    { answered = nothing, alone = false }: { answered?: () => void; alone?: boolean } = {},
  ): void {
    if (this.sendKept(request, reply, key)) return answered();
    if (!this.#kept || version === -1 || alone) return build();
    const reading = this.#reading.get(key);
    if (reading?.version === version) {
      reading.waiters.push((answer) => {
        if (!answer) return build();
        void sendBytes(request, reply, answer.type, answer.etag, answer.bodies);
        for (const listener of this.#listeners) listener(true);
        answered();
      });
      return;
    }
    // An answer not settled by the time it has gone (an error, a page not to share, a client gone) is none to
    // share: those waiting build their own. An answer queued behind another on a connection that is then reset
    // never closes, but its request does.
    const release = () => this.settle(request, undefined);
    reply.raw.once('close', release);
    request.raw.once('close', release);
    const unwatch = () => {
      reply.raw.off('close', release);
      request.raw.off('close', release);
    };
    const led: Reading = { key, version, waiters: [], unwatch };
    this.#reading.set(key, led);
    this.#readingFor.set(request, led);
    build();
  }

  /** `serve` for a route's handler: true once the request was answered from kept or shared bytes, false when it is to build its answer. */
  servedFromMemory(request: FastifyRequest, reply: FastifyReply, key: string, version: number): Promise<boolean> {
    return new Promise((resolve) => this.serve(request, reply, key, version, () => resolve(false), { answered: () => resolve(true) }));
  }

  /** Hands the answer built for `request` (undefined: none to share) to the requests waiting for it. */
  settle(request: FastifyRequest, answer: KeptAnswer | undefined): void {
    const reading = this.#readingFor.get(request);
    if (!reading) return;
    this.#readingFor.delete(request);
    reading.unwatch();
    if (this.#reading.get(reading.key) === reading) this.#reading.delete(reading.key);
    for (const waiter of reading.waiters) waiter(answer);
  }

  /** Told of every public answer: sent from kept bytes (true) or built (false). */
  onAnswer(listener: (kept: boolean) => void): void {
    this.#listeners.push(listener);
  }

  /**
   * Keeps a successful answer read at `version`, for at most `maxAgeMs` when it depends on the time too; one
   * read at an unknown version (-1) is not kept.
   */
  keep(key: string, version: number, type: string, body: string, options: { etag?: string | undefined; maxAgeMs?: number } = {}): KeptAnswer {
    for (const listener of this.#listeners) listener(false);
    const keeping = this.#kept !== undefined && version !== -1;
    const answer = keptAnswer(version, type, body, options.etag, keeping);
    if (options.maxAgeMs !== undefined) answer.expiresAt = Date.now() + options.maxAgeMs;
    if (keeping) this.#kept!.set(key, answer);
    return answer;
  }

  get keptBytes(): number {
    return this.#kept?.bytes ?? 0;
  }
}

/** The encoding @fastify/compress would choose, with its reading of `*` and `x-gzip` as gzip. */
function encodingOf(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return 'identity';
  return negotiate<Encoding>(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ['br', 'gzip']) ?? 'identity';
}

/** The body in the request's encoding, with the headers that say so; @fastify/compress leaves an encoded body alone. */
function withEncoding(request: FastifyRequest, reply: FastifyReply, bodies: Partial<Record<Encoding, Buffer>>): Buffer {
  const encoding = encodingOf(request);
  const body = bodies[encoding];
  // After what the answer already varies on (a page: its reader's display cookies).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (!body || encoding === 'identity') return bodies.identity!;
  reply.header('content-encoding', encoding);
  return body;
}

function sendBytes(request: FastifyRequest, reply: FastifyReply, type: string, etag: string, bodies: Partial<Record<Encoding, Buffer>>) {
  answerPublicly(reply).header('content-type', type).header('etag', etag);
  return reply.send(withEncoding(request, reply, bodies));
}

/**
 * The content version this process sees (polled, and read again after each write this process answers) and
 * the kept public answers. Registered before the routes and before @fastify/etag, whose hook must come after
 * the one that keeps an answer.
 */
export async function registerPublicCache(app: FastifyInstance, maxBytes: number): Promise<void> {
  const version = new ContentVersion(app.database.db, (error) => app.log.warn({ err: error }, 'content version unreadable; public answers are not kept'));
  await version.refresh();
  version.start(CONTENT_VERSION_POLL_MS);
  app.addHook('onClose', async () => version.stop());
  const answers = new PublicAnswers(version, maxBytes);
  app.decorate('publicAnswers', answers);
  app.decorateRequest('contentVersion', -1);
  app.decorateRequest('publicRead', false);

  // A public read's answer is kept, and handed to those waiting for it, before @fastify/etag sees it: a
  // browser whose copy is current is sent a 304, but the body it did not need is still the one to keep and share.
  // @fastify/compress, whose hook is each route's own and so comes later, leaves the encoded body as it is.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.publicRead || reply.statusCode !== 200) return done(null, payload);
    answerPublicly(reply);
    if (typeof payload !== 'string' || request.method === 'HEAD') return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const answer = answers.keep(keyOf(request), request.contentVersion, type, payload, { etag: reply.getHeader('etag') as string | undefined });
    answers.settle(request, answer);
    reply.header('etag', answer.etag);
    done(null, withEncoding(request, reply, answer.bodies));
  });

  // A write this process answered is visible to its next request at once, not at the next poll.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (SAFE_METHODS.has(request.method) || request.publicRead) return done(null, payload);
    version.refresh().then(() => done(null, payload), done);
  });
}

/**
 * Every API answer is private and never stored unless its route is a public read: set before the handler
 * runs, so errors carry it too. Answers that hold a token or account data depend on it, so that no shared cache keeps them.
 */
export function answerPrivately(scope: FastifyInstance): void {
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done();
  });
}

/**
 * Makes every read added in `scope` a public read: anyone may make it, and its answer depends on its address
 * alone and changes only when a public table does (the spec's detail call is a POST with an empty body). Its
 * successful answers are kept and sent from memory while current, with `Cache-Control` that lets a CDN keep
 * them; its errors are private. Each is counted by `limit` first.
 */
export function keepPublicReads(scope: FastifyInstance, limit: (request: FastifyRequest) => void): void {
  const answers = scope.publicAnswers;
  // A callback hook, as every hook a request meets is (plugins/overload/draining.ts says why); its answer is
  // kept by registerPublicCache's hook.
  const sendKept: onRequestHookHandler = (request, reply, done) => {
    try {
      limit(request);
    } catch (error) {
      return done(error as Error);
    }
    request.publicRead = true;
    request.contentVersion = answers.version.current;
    if (request.method === 'HEAD') return done();
    // A POST leads before its body has come, and a sender who held it back would keep every reader waiting.
    answers.serve(request, reply, keyOf(request), request.contentVersion, done, request.method === 'GET' ? SHARED_READ : READ_ALONE);
  };
  scope.addHook('onRoute', (route) => {
    route.onRequest = [...[route.onRequest ?? []].flat(), sendKept];
  });
}
