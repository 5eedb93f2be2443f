import fp from 'fastify-plugin';
import { CategoriesRepository } from './categories.repository.ts';
import { CategoriesService } from './categories.service.ts';

interface CategoriesServices {
  /** The categories; the reader search reads them too. */
  repository: CategoriesRepository;
  /** The navigation's categories; the sitemap lists them as the navigation links them. */
  service: CategoriesService;
}

declare module 'fastify' {
  interface FastifyInstance {
    categories: CategoriesServices;
  }
}

/** The categories' service over its repository, built once. */
export const categoriesServices = fp(
  async (app) => {
    const repository = new CategoriesRepository(app.database.db);
    app.decorate('categories', { repository, service: new CategoriesService(repository) });
  },
  { name: 'categories', dependencies: ['app-dependencies'] },
);
