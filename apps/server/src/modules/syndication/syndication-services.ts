import fp from 'fastify-plugin';
import { SyndicationService } from './syndication.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    syndication: { service: SyndicationService };
  }
}

/** The RSS and JSON feeds, read from the feed's, the categories' and the hot topics' services. */
export const syndicationServices = fp(
  async (app) => {
    app.decorate('syndication', { service: new SyndicationService(app.feed.repository, app.categories.service, app.hotTopics.repository) });
  },
  { name: 'syndication', dependencies: ['feed', 'categories', 'hot-topics'] },
);
