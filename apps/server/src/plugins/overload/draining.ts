import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the stop signal (lifecycle/shutdown.ts) or the start of `close()`: readiness answers 503. */
    stopping: boolean;
    /** True from the moment the server starts to close: new requests are refused and connections are not kept. */
    draining: boolean;
  }
}

/** How long a caller refused while the server stops is told to wait (another process or the restarted one answers). */
const DRAINING_RETRY_AFTER_SECONDS = 2;

/** The probes, answered while the server drains: a balancer and a supervisor still ask them. */
const PROBES = new Set(['/healthz', '/livez', '/readyz']);

/**
 * Once `close()` begins: a new request is refused with 503 in the app's error shape, and every answer, those
 * of requests still in flight included, asks the client to close its connection, so that no keep-alive
 * connection holds the process up after its last answer.
 */
export function refuseWhileDraining(app: FastifyInstance): void {
  app.decorate('stopping', false);
  app.decorate('draining', false);
  app.addHook('preClose', async () => {
    app.stopping = true;
    app.draining = true;
  });
  // Callback hooks, as on every hook each request meets: an async one costs a promise and a turn of the queue.
  app.addHook('onRequest', (request, reply, done) => {
    if (!app.draining || PROBES.has(request.routeOptions.url ?? '')) return done();
    reply.code(503).header('retry-after', DRAINING_RETRY_AFTER_SECONDS).header('connection', 'close');
    reply.send({ Error: 'The server is restarting. Please try again in a moment' });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
