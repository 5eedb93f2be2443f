import fp from 'fastify-plugin';
import { CategoriesRepository } from './categories.repository.ts';
import { CategoriesService } from './categories.service.ts';

interface CategoriesServices {
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
    app.decorate('categories', { service: new CategoriesService(new CategoriesRepository(app.database.db)) });
  },
  { name: 'categories', dependencies: ['app-dependencies'] },
);
