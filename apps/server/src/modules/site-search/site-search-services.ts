import fp from 'fastify-plugin';
import { UnitOfWork } from '../../db/unit-of-work.ts';
import { SiteSearchRepository } from './site-search.repository.ts';
import { SiteSearchService } from './site-search.service.ts';

interface SiteSearchServices {
  service: SiteSearchService;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SiteSearchServices;
  }
}

/**
 * The reader search over its index, and the timed job that keeps the index current (`SITE_SEARCH_DRAIN_MS`): every
 * process runs it, and of those draining at once one takes the queue, the others find it held (decision 270).
 */
export const siteSearchServices = fp(
  async (app) => {
    const { db, kind } = app.database;
    const index = new UnitOfWork(db, (bound) => new SiteSearchRepository(bound, kind));
    const service = new SiteSearchService(
      index,
      app.feed.repository,
      {
        hotTopics: app.hotTopics.repository,
        categories: app.categories.repository,
        channels: app.channels.repository,
        recipes: app.recipes.repository,
        policies: app.policies.repository,
      },
      app.clock,
    );
    app.decorate('siteSearch', { service });
    if (app.config.siteSearchDrainMs > 0) app.timedJobs.every('indexing for the reader search', app.config.siteSearchDrainMs, () => service.drain());
  },
  { name: 'site-search', dependencies: ['app-dependencies', 'feed', 'hot-topics', 'categories', 'channels', 'recipes', 'policies'] },
);
