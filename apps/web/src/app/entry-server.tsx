import { PassThrough } from 'node:stream';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PageHead, PageRenderer, PageRendererSetup } from '@wiy/shared/page-renderer';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setServerDom } from '../components/safe-html.tsx';
import { setApiTransport } from '../lib/api-client.ts';
import { setServerAppConfig } from '../lib/app-config.ts';
import type { RenderState } from '../lib/render-context.ts';
import { App } from './app.tsx';
import { serializePageState } from './page-state.ts';
import { createQueryClient } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** A screen whose data depends on other data (a category's name, then its feed) needs a second round. */
const MAX_DATA_ROUNDS = 3;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Loads what the screen asks for: render it (waiting for its lazy chunk), fetch every query it started,
 * and again while a render starts new ones. The screens declare their data once, in their hooks; the
 * server learns it by rendering them, as the browser would.
 */
async function loadScreenData(client: QueryClient, element: () => ReactElement): Promise<void> {
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const { prelude } = await prerenderToNodeStream(element());
    prelude.resume();
    const waiting = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) });
    if (waiting.length === 0) return;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
}

/** The server's page renderer: the same components as the browser, over the API answered in-process. */
export function createPageRenderer({ transport, appConfig }: PageRendererSetup): PageRenderer {
  setServerAppConfig(appConfig);
  setApiTransport(transport);
  setServerDom(new JSDOM('').window as unknown as Parameters<typeof setServerDom>[0]);

  return {
    async render({ url, origin }) {
      const client = createQueryClient();
      const renderedAt = new Date().toISOString();
      const element = (head?: PageHead) => {
        const render: RenderState = { renderedAt, origin, ...(head && { head }) };
        return (
          <App client={client} render={render}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </App>
        );
      };
      await loadScreenData(client, () => element({ status: 200, type: 'website' }));

      // Failed calls travel too: the browser then shows the same 'No content found.' the server did.
      const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
      const state = serializePageState({ renderedAt, queries });
      const head: PageHead = { status: 200, type: 'website' };
      const body = await new Promise<PassThrough>((resolve, reject) => {
        const stream = renderToPipeableStream(element(head), {
          onShellReady() {
            const out = new PassThrough();
            stream.pipe(out);
            resolve(out);
          },
          onShellError: reject,
        });
      });
      return { head, body, state };
    },
  };
}
