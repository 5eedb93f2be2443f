import fp from 'fastify-plugin';
import { ChannelsRepository } from './channels.repository.ts';
import { ChannelsService } from './channels.service.ts';

interface ChannelsServices {
  /** The channels and their feeds; search and the sitemap read them too. */
  repository: ChannelsRepository;
  service: ChannelsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    channels: ChannelsServices;
  }
}

/** The channels' repository and service, built once. */
export const channelsServices = fp(
  async (app) => {
    const repository = new ChannelsRepository(app.database.db);
    app.decorate('channels', { repository, service: new ChannelsService(repository) });
  },
  { name: 'channels', dependencies: ['app-dependencies'] },
);
