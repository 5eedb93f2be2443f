import fp from 'fastify-plugin';
import { ContentDetailService } from './content-detail.service.ts';

interface ContentServices {
  service: ContentDetailService;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentServices;
  }
}

/** One item's detail, read from the feed's repository. */
export const contentServices = fp(
  async (app) => {
    app.decorate('content', { service: new ContentDetailService(app.feed.repository) });
  },
  { name: 'content', dependencies: ['feed'] },
);
