import fp from 'fastify-plugin';
import { FeedRepository } from './feed.repository.ts';
import { FeedService } from './feed.service.ts';

interface FeedServices {
  /** The feed items as the public reads see them; the content detail, hot topics and the sitemap read them too. */
  repository: FeedRepository;
  service: FeedService;
}

declare module 'fastify' {
  interface FastifyInstance {
    feed: FeedServices;
  }
}

/** The feed's repository and service, built once. */
export const feedServices = fp(
  async (app) => {
    const repository = new FeedRepository(app.database.db);
    app.decorate('feed', { repository, service: new FeedService(repository) });
  },
  { name: 'feed', dependencies: ['app-dependencies'] },
);
