import fp from 'fastify-plugin';
import { PoliciesRepository } from './policies.repository.ts';

interface PoliciesServices {
  /** The knowledge base, read as it is stored: the routes present it, the sitemap lists its policies. */
  repository: PoliciesRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    policies: PoliciesServices;
  }
}

/** The knowledge base's repository, built once. */
export const policiesServices = fp(
  async (app) => {
    app.decorate('policies', { repository: new PoliciesRepository(app.database.db) });
  },
  { name: 'policies', dependencies: ['app-dependencies'] },
);
