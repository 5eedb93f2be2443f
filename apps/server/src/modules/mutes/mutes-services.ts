import fp from 'fastify-plugin';
import { MutesRepository } from './mutes.repository.ts';
import { MutesService } from './mutes.service.ts';

interface MutesServices {
  /** The account's export reads the mutes through it. */
  repository: MutesRepository;
  service: MutesService;
}

declare module 'fastify' {
  interface FastifyInstance {
    mutes: MutesServices;
  }
}

/** Mutes' repository and service, built once. */
export const mutesServices = fp(
  async (app) => {
    const repository = new MutesRepository(app.database.db, app.database.kind);
    app.decorate('mutes', { repository, service: new MutesService(repository, app.clock) });
  },
  { name: 'mutes', dependencies: ['app-dependencies'] },
);
