import fp from 'fastify-plugin';
import { peopleUnit, type PeopleUnit } from './people-unit.ts';
import { PeopleService } from './people.service.ts';

/** What the console's people routes, the end-to-end hooks and the command line call. */
interface PeopleServices {
  /** The people's repositories (the lists are read straight from them) and their transactions. */
  unit: PeopleUnit;
  service: PeopleService;
}

declare module 'fastify' {
  interface FastifyInstance {
    people: PeopleServices;
  }
}

/** People and their roles, built once; the server and the command line both register it. */
export const peopleServices = fp(
  async (app) => {
    const unit = peopleUnit(app.database.db);
    app.decorate('people', { unit, service: new PeopleService(unit, app.clock) });
  },
  { name: 'people', dependencies: ['app-dependencies'] },
);
