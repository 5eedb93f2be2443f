import fp from 'fastify-plugin';
import { SearchService } from './search.service.ts';

interface SearchServices {
  service: SearchService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Not `search`, which is Fastify's route shorthand for the SEARCH method. */
    searching: SearchServices;
  }
}

/** Search over the channels' and the recipes' repositories. */
export const searchServices = fp(
  async (app) => {
    app.decorate('searching', { service: new SearchService(app.channels.repository, app.recipes.repository) });
  },
  { name: 'search', dependencies: ['channels', 'recipes'] },
);
