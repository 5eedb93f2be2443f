import fp from 'fastify-plugin';
import { RecipesRepository } from './recipes.repository.ts';
import { RecipesService } from './recipes.service.ts';

interface RecipesServices {
  /** The recipes, their channels and languages; search reads them too. */
  repository: RecipesRepository;
  service: RecipesService;
}

declare module 'fastify' {
  interface FastifyInstance {
    recipes: RecipesServices;
  }
}

/** The recipes' repository and service, built once. */
export const recipesServices = fp(
  async (app) => {
    const repository = new RecipesRepository(app.database.db);
    app.decorate('recipes', { repository, service: new RecipesService(repository) });
  },
  { name: 'recipes', dependencies: ['app-dependencies'] },
);
