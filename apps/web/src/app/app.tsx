import { I18nProvider } from '@lingui/react';
import { StrictMode, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { RenderContext, type RenderState } from '../lib/render-context.ts';
import { PageLanguage } from '../features/settings/components/page-language.tsx';
import { Providers } from './providers.tsx';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The whole app around a router: the browser's in `main.tsx` (loaded by `boot.ts`), a static one when the server renders.
 * One tree for both, so hydration finds what the server sent, in the language the server rendered it in.
 */
export function App({ client, i18n, render, children }: { client: QueryClient; i18n: I18n; render: RenderState; children: ReactNode }) {
  return (
    <StrictMode>
      <RenderContext value={render}>
        <I18nProvider i18n={i18n}>
          <PageLanguage />
          <Providers client={client}>{children}</Providers>
        </I18nProvider>
      </RenderContext>
    </StrictMode>
  );
}
