import Fastify from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { toDraft2020, toJsonSchema, typedSchema, type WireApp } from './json-schema.ts';

describe('the schemas a route declares', () => {
  it("type its handler's params, query and body, and the validator turns the text into those types", async () => {
    const app = Fastify();
    await app.register(async (routes: WireApp) => {
      routes.post(
        '/pages/:page',
        {
          schema: {
            params: toJsonSchema(z.object({ page: z.coerce.number().int().min(1) }), 'input'),
            querystring: toJsonSchema(z.object({ sort: z.enum(['views', 'likes']).default('views') }), 'input'),
            body: typedSchema<{ note: string }>({ type: 'object', properties: { note: { type: 'string' } }, required: ['note'] }),
          },
        },
        async (request) => {
          expectTypeOf(request.params).toEqualTypeOf<{ page: number }>();
          expectTypeOf(request.query).toEqualTypeOf<{ sort: 'views' | 'likes' }>();
          expectTypeOf(request.body).toEqualTypeOf<{ note: string }>();
          return { next: request.params.page + 1, sort: request.query.sort, note: request.body.note };
        },
      );
    });
    const answer = await app.inject({ method: 'POST', url: '/pages/2', payload: { note: 'hi' } });
    expect(answer.json()).toEqual({ next: 3, sort: 'views', note: 'hi' });
    expect((await app.inject({ method: 'POST', url: '/pages/0', payload: { note: 'hi' } })).statusCode).toBe(400);
  });
});

describe('a route schema in the OpenAPI document', () => {
  it("says what zod's own JSON Schema 2020-12 says: tuples at any depth as prefixItems, data left as it is", () => {
    const schema = z.object({
      pair: z.tuple([z.string(), z.number()]),
      rows: z.array(z.tuple([z.boolean()]).rest(z.string())),
      either: z.union([z.tuple([z.string()]), z.string()]),
      box: z.object({ items: z.array(z.number()) }).default({ items: [1, 2] }),
    });
    const { $schema, ...draft2020 } = z.toJSONSchema(schema, { target: 'draft-2020-12' });
    expect($schema).toContain('2020-12');
    expect(toDraft2020(toJsonSchema(schema))).toEqual(draft2020);
  });
});
