import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { toDraft2020 } from '../lib/json-schema.ts';

/**
 * An OpenAPI document generated from every route's schema, at `GET /api/openapi.json`. It is 3.1, whose schemas are
 * JSON Schema 2020-12, because 3.0's subset cannot say the spec's answers as they are (the array of five objects of
 * `GET /verify`, a record's `propertyNames`): see decision 250.
 */
export async function registerOpenApi(app: FastifyInstance, displayName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${displayName} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          application: { type: 'apiKey', in: 'header', name: 'Application' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ application: [] }],
    },
    transform: ({ schema, url }) => ({ url, schema: schema && inDocumentDialect(schema) }),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/**
 * A route's schema with every JSON Schema in it in the document's dialect: its request parts are schemas, and
 * `response` holds one per status; its words (summary, tags) are strings and lists, which `toDraft2020` passes as they are.
 */
function inDocumentDialect(schema: FastifySchema): FastifySchema {
  return Object.fromEntries(
    Object.entries(schema).map(([part, value]) => [
      part,
      part === 'response' ? Object.fromEntries(Object.entries(value as object).map(([status, answer]) => [status, toDraft2020(answer)])) : toDraft2020(value),
    ]),
  );
}
