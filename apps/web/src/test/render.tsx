import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders a screen as the app does, with a fresh query client of the app's settings (or `client`, to render again
 * over what one holds) and a router at `path`.
 * `routePath` is the pattern the element is mounted at, for screens that read params.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', routePath = '*', client = createQueryClient() }: { path?: string; routePath?: string; client?: QueryClient } = {},
) {
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/**
 * Replaces fetch with answers by path; unanswered paths fail the way a network error does. An answer given as a
 * function is asked with the request and its whole URL (for an answer that depends on the query).
 */
export function mockApi(answers: Record<string, unknown | ((init?: RequestInit, url?: string) => unknown)>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(answers).find((k) => url === k || url.startsWith(`${k}?`));
    if (key === undefined) throw new TypeError(`Failed to fetch ${url}`);
    const answer = answers[key];
    const body = typeof answer === 'function' ? (answer as (i?: RequestInit, u?: string) => unknown)(init, url) : answer;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
