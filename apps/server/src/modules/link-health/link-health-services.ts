import fp from 'fastify-plugin';
import { LinkChecker } from './link-checker.ts';
import { LinkCheckRepository } from './link-check.repository.ts';
import { LinkHealthService } from './link-health.service.ts';

/** A check reads a status (and an oEmbed answer, a few hundred bytes): anything larger is not what it asked for. */
const LINK_CHECK_MAX_BYTES = 64 * 1024;

interface LinkHealthServices {
  service: LinkHealthService;
}

declare module 'fastify' {
  interface FastifyInstance {
    linkHealth: LinkHealthServices;
  }
}

/** Link health's service over its repository, one checker and the console's curation (which unpublishes). */
export const linkHealthServices = fp(
  async (app) => {
    const { config, clock } = app;
    const checker = new LinkChecker({
      oembedEndpoints: config.oembedEndpoints,
      timeoutMs: config.metadataTimeoutMs,
      maxBytes: LINK_CHECK_MAX_BYTES,
      allowPrivateNetwork: config.metadataAllowPrivate,
    });
    app.addHook('onClose', () => checker.close());
    app.decorate('linkHealth', {
      service: new LinkHealthService(new LinkCheckRepository(app.database.db), checker, app.curation.content, clock, {
        batch: config.linkCheckBatch,
        intervalMs: config.linkCheckIntervalMs,
        unpublishAfter: config.linkCheckUnpublishAfter,
      }),
    });
  },
  { name: 'link-health', dependencies: ['app-dependencies', 'curation'] },
);
