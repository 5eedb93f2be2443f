import { channelSchema } from '@wiy/shared/channel.schema';
import { pageParam, recordListSchema } from '@wiy/shared/feed.schema';
import { languageSchema, recipeSchema } from '@wiy/shared/recipe.schema';
import { SEARCH_MAX_LENGTH } from '@wiy/shared/search-tables';
import { z } from 'zod';
import { errorAnswer, toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';

const channelParams = z.object({ search: z.string().min(1).max(SEARCH_MAX_LENGTH), languageId: idParam, page: pageParam });
const recipesParams = z.object({ categoryId: idParam, channelId: idParam, languageId: idParam, page: pageParam });
const recipeParams = z.object({ recordId: idParam });

/** The recipe section's calls (spec 000 §7): languages, recipe channels, a channel's recipes, a recipe. */
export async function recipesRoutes(app: WireApp): Promise<void> {
  const { service } = app.recipes;
  const recipesAnswer = toJsonSchema(recordListSchema(recipeSchema));

  app.get(
    '/api/get/language/record',
    {
      schema: {
        summary: 'The recipe languages, english (the default) first',
        tags: ['recipes'],
        response: { 200: toJsonSchema(recordListSchema(languageSchema)) },
      },
    },
    async () => ({ record: await service.languages() }),
  );

  app.get(
    '/api/get/all/channel/recipe/:search/:languageId/:page',
    {
      schema: {
        summary: "A page of the food_and_cooking channels with recipes in the language; search 'null' narrows nothing",
        tags: ['recipes'],
        params: toJsonSchema(channelParams, 'input'),
        response: { 200: toJsonSchema(recordListSchema(channelSchema)) },
      },
    },
    async (request) => ({ record: await service.recipeChannelsPage(request.params.search, request.params.languageId, request.params.page) }),
  );

  app.get(
    '/api/get/recipe/content/records/:categoryId/:channelId/:languageId/:page',
    {
      schema: {
        summary: "A page of a channel's recipes in a language, newest updated first",
        tags: ['recipes'],
        params: toJsonSchema(recipesParams, 'input'),
        response: { 200: recipesAnswer },
      },
    },
    async (request) => ({ record: await service.recipesPage(request.params) }),
  );

  app.get(
    '/api/get/recipe/content/:recordId',
    {
      schema: {
        summary: 'One recipe as a record of one; an unknown id answers 404',
        tags: ['recipes'],
        params: toJsonSchema(recipeParams, 'input'),
        response: { 200: recipesAnswer, 404: errorAnswer },
      },
    },
    async (request) => ({ record: await service.recipe(request.params.recordId) }),
  );
}
