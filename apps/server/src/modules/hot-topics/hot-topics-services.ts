import fp from 'fastify-plugin';
import { HotTopicsRepository } from './hot-topics.repository.ts';
import { HotTopicsService } from './hot-topics.service.ts';

interface HotTopicsServices {
  /** The topics themselves; the sitemap walks them too. */
  repository: HotTopicsRepository;
  service: HotTopicsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    hotTopics: HotTopicsServices;
  }
}

/** The hot topics and their items (the latter from the feed's repository), built once. */
export const hotTopicsServices = fp(
  async (app) => {
    const repository = new HotTopicsRepository(app.database.db);
    app.decorate('hotTopics', { repository, service: new HotTopicsService(repository, app.feed.repository) });
  },
  { name: 'hot-topics', dependencies: ['app-dependencies', 'feed'] },
);
