import fp from 'fastify-plugin';
import { ReachRepository } from './reach.repository.ts';
import { ReachService } from './reach.service.ts';

interface ReachServices {
  service: ReachService;
}

declare module 'fastify' {
  interface FastifyInstance {
    reach: ReachServices;
  }
}

/** The reach figures' repository and service, built once; the console's export reads them too. */
export const reachServices = fp(
  async (app) => {
    app.decorate('reach', { service: new ReachService(new ReachRepository(app.database.db), app.clock) });
  },
  { name: 'reach', dependencies: ['app-dependencies'] },
);
