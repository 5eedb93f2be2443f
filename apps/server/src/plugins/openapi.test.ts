import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper.ts';

type Operations = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

/** One line per operation: its method, its path template and the status codes it declares. */
function operationLines(paths: Operations): string {
  const lines = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${path} ${Object.keys(operation.responses ?? {}).join(' ')}`),
  );
  return `${lines.sort().join('\n')}\n`;
}

describeEachDatabase('the OpenAPI document', (ctx) => {
  const fetchDocument = async () => (await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

  it('passes a reference validator, so that client generators other than ours can read it', async () => {
    await expect(SwaggerParser.validate(await fetchDocument())).resolves.toBeDefined();
  });

  it("writes every schema in its version's dialect, as Redocly's structural rules read it", async () => {
    // swagger-parser takes any object for a 3.1 schema; Redocly knows each keyword (a tuple's `items` is no list in 2020-12).
    const problems = await lintFromString({
      source: JSON.stringify(await fetchDocument()),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['minimal'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((error) => `${error.location[0]?.pointer}: ${error.message}`)).toEqual([]);
  });

  it('describes the routes, methods and status codes the server answers', async () => {
    // Reviewed when a route is added or its answers change: `npx vitest run -u` rewrites the list.
    await expect(operationLines((await fetchDocument()).paths)).toMatchFileSnapshot('./openapi-operations.txt');
  });
});
