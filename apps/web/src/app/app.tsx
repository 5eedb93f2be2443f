import { StrictMode, type ReactNode } from 'react';
import { RenderContext, type RenderState } from '../lib/render-context.ts';
import { Providers } from './providers.tsx';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The whole app around a router: the browser's in `main.tsx`, a static one when the server renders.
 * One tree for both, so hydration finds what the server sent.
 */
export function App({ client, render, children }: { client: QueryClient; render: RenderState; children: ReactNode }) {
  return (
    <StrictMode>
      <RenderContext value={render}>
        <Providers client={client}>{children}</Providers>
      </RenderContext>
    </StrictMode>
  );
}
