import fp from 'fastify-plugin';
import { SavedRepository } from './saved.repository.ts';
import { SavedService } from './saved.service.ts';

interface SavedServices {
  /** The account's export reads every save through it. */
  repository: SavedRepository;
  service: SavedService;
}

declare module 'fastify' {
  interface FastifyInstance {
    saved: SavedServices;
  }
}

/** Saved items' repository and service, built once. */
export const savedServices = fp(
  async (app) => {
    const repository = new SavedRepository(app.database.db, app.database.kind);
    app.decorate('saved', { repository, service: new SavedService(repository, app.feed.repository, app.clock) });
  },
  { name: 'saved', dependencies: ['app-dependencies', 'feed'] },
);
