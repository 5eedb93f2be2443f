import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { TrustProxySetting } from '../config/setting-kinds.ts';

/**
 * Fastify's `trustProxy` for the setting. A list goes as it is (proxy-addr: the client is the rightmost entry of
 * X-Forwarded-For not from a trusted address). A hop count is a function here: Fastify 5 trusts no hop at all for a
 * number, since the socket's peer is then taken on faith (decision 206); n hops trusts the peer and the n - 1 entries
 * nearest it, so the client is the nth entry from the right.
 */
export function fastifyTrustProxy(setting: TrustProxySetting): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address: string, hop: number) => hop < hops;
  }
  return setting.addresses.join(',');
}

/**
 * With no proxy trusted, a request that carries X-Forwarded-For most likely came through one, and then every
 * reader shares the proxy's address in the per-address limits: the first such request is logged once per process.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, setting: TrustProxySetting): void {
  if (setting !== false) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        { peer: request.socket.remoteAddress },
        'a request came with X-Forwarded-For but TRUST_PROXY is not set: every client behind the proxy counts as its one address; set TRUST_PROXY to the proxy hops or addresses',
      );
    }
    done();
  });
}
