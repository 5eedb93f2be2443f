import fp from 'fastify-plugin';
import { sourcesUnit } from '../sources/sources-unit.ts';
import { TransferService } from './transfer.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    transfer: TransferService;
  }
}

/** The export and import of curated records, sources and reach figures, built once for the console and the command line. */
export const transferServices = fp(
  async (app) => {
    const unit = sourcesUnit(app.database.db, app.config.shortName);
    app.decorate('transfer', new TransferService(unit, app.clock, () => app.reach.service.figures()));
  },
  { name: 'transfer', dependencies: ['app-dependencies', 'reach'] },
);
