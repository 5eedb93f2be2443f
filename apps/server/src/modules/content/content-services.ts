import fp from 'fastify-plugin';
import { LinkCheckRepository } from '../link-health/link-check.repository.ts';
import { ContentDetailService } from './content-detail.service.ts';

interface ContentServices {
  service: ContentDetailService;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentServices;
  }
}

/** One item's detail, read from the feed's repository, with what link health found of its link. */
export const contentServices = fp(
  async (app) => {
    app.decorate('content', { service: new ContentDetailService(app.feed.repository, new LinkCheckRepository(app.database.db)) });
  },
  { name: 'content', dependencies: ['feed'] },
);
