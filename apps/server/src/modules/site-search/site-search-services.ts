import fp from 'fastify-plugin';
import { siteSearchIndex, type SiteSearchIndexer } from './site-search.indexer.ts';
import { SiteSearchService } from './site-search.service.ts';

interface SiteSearchServices {
  service: SiteSearchService;
  /** Keeps the index current: the timed job calls it, and tests and bulk loads may drain at once. */
  indexer: SiteSearchIndexer;
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
    const { index, indexer } = siteSearchIndex(app.database);
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
    app.decorate('siteSearch', { service, indexer });
    if (app.config.siteSearchDrainMs > 0) app.timedJobs.every('indexing for the reader search', app.config.siteSearchDrainMs, () => indexer.drain());
  },
  { name: 'site-search', dependencies: ['app-dependencies', 'feed', 'hot-topics', 'categories', 'channels', 'recipes', 'policies'] },
);
