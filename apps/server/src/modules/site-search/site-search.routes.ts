import { siteSearchAnswerSchema, siteSearchQuerySchema } from '@wiy/shared/site-search.schema';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { answer } from '../../lib/route-schemas.ts';

/** `GET /api/site_search?q=…&page=…`: the reader search (decision 270), a public read like the feeds. */
export async function siteSearchRoutes(app: WireApp): Promise<void> {
  app.get(
    '/api/site_search',
    {
      schema: {
        summary:
          'A page of the public items matching the words of q (the last also as a prefix), and on page 1 the matching hot topics, categories, channels, recipes and policies',
        tags: ['search'],
        querystring: toJsonSchema(siteSearchQuerySchema, 'input'),
        response: answer(siteSearchAnswerSchema, [400, 429]),
      },
    },
    async (request) => app.siteSearch.service.search(request.query.q, request.query.page),
  );
}
