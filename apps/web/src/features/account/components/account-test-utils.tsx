import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../../../lib/query-client.ts';

/** Where a screen sent the person, with the route state it passed. */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

/** Renders an account screen at `path` (with route `state`); every other path shows where it landed. */
export function renderScreen(ui: ReactElement, { path = '/screen', state }: { path?: string; state?: unknown } = {}) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A JSON answer with a status, for mockApi. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The JSON body a mocked call was made with. */
export function sentBody(init?: RequestInit): unknown {
  return JSON.parse(String(init?.body));
}
