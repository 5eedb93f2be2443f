import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** An OpenAPI document generated from every route's schema, at `GET /api/openapi.json`. */
export async function registerOpenApi(app: FastifyInstance, displayName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${displayName} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          application: { type: 'apiKey', in: 'header', name: 'Application' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ application: [] }],
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
