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

  it('describes the routes, methods and status codes the server answers', async () => {
    // Reviewed when a route is added or its answers change: `npx vitest run -u` rewrites the list.
    await expect(operationLines((await fetchDocument()).paths)).toMatchFileSnapshot('./openapi-operations.txt');
  });
});
