import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper.ts';
import { deferredSchemaCompilers } from './deferred-schemas.ts';

function appWith(body: object) {
  const schemas = deferredSchemaCompilers();
  const app = Fastify({ schemaController: schemas.schemaController });
  app.post('/echo', { schema: { body, response: { 200: { type: 'object', properties: { name: { type: 'string' } } } } } }, async (request) => request.body);
  return { app, compileRest: schemas.compileRest };
}

describe('route schemas compiled when first used', () => {
  it('starts without compiling: a broken schema surfaces only when compiled', async () => {
    const { app, compileRest } = appWith({ type: 'no-such-type' });
    await app.ready();
    await expect(compileRest()).rejects.toThrow(/no-such-type|type/);
  });

  it('validates and serialises as Fastify does, with the reason for a refusal', async () => {
    const { app } = appWith({ type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 3 } } });
    const refused = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'long name' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('body/name must NOT have more than 3 characters');
    const answered = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'abc', secret: 'dropped by the response schema' } });
    expect(answered.json()).toEqual({ name: 'abc' });
  });
});

describeEachDatabase('the whole server', (ctx) => {
  it('compiles every route schema it has', async () => {
    await expect(ctx().app.compileDeferredSchemas()).resolves.toBeUndefined();
  });
});
