import { PassThrough } from 'node:stream';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PageHead, PageRenderer, PageRendererSetup } from '@wiy/shared/page-renderer';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { setServerDom } from '../components/safe-html.tsx';
import { setApiTransport } from '../lib/api-client.ts';
import { createI18n } from '../lib/i18n/i18n.tsx';
import { setServerAppConfig } from '../lib/app-config.ts';
import type { RenderState } from '../lib/render-context.ts';
import { App } from './app.tsx';
import { serializePageState } from './page-state.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRoutes } from './router.tsx';

/** A screen whose data depends on other data (a category's name, then its feed) needs more rounds. */
const MAX_DATA_ROUNDS = 4;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries a render started that have not been fetched: the screen's data, declared once in its hooks. */
function unfetchedQueries(client: QueryClient): Query[] {
  return client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) });
}

/**
 * Renders the whole tree, waiting for lazy chunks, and hands back its stream unstarted. A component that
 * throws leaves its part to the browser; `onError` hears of it.
 */
function renderAll(element: ReactElement, onError: (error: unknown) => void): Promise<PipeableStream> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady: () => resolve(stream),
      onShellError: reject,
      onError,
      // Never split a large screen into parts that inline scripts reveal: the CSP keeps script-src 'self'.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

/**
 * Renders the screen with its data: render, fetch every query the render started, and render again
 * until a render starts none (usually twice: the first render only learns what the screen asks for).
 * The server learns a screen's data by rendering it, as the browser would; nothing is declared twice.
 */
async function renderWithData(client: QueryClient, element: () => ReactElement, onError: (error: unknown) => void): Promise<PipeableStream> {
  for (let round = 1; ; round++) {
    const stream = await renderAll(element(), onError);
    const waiting = unfetchedQueries(client);
    if (waiting.length === 0 || round === MAX_DATA_ROUNDS) return stream;
    stream.abort();
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
}

/** The server's page renderer: the same components as the browser, over the API answered in-process. */
export function createPageRenderer({ transport, appConfig }: PageRendererSetup): PageRenderer {
  setServerAppConfig(appConfig);
  setApiTransport(transport);
  setServerDom(new JSDOM('').window as unknown as Parameters<typeof setServerDom>[0]);

  return {
    async render({ url, locale, dataSaver, saveData }) {
      const client = createQueryClient();
      const i18n = await createI18n(locale);
      const renderedAt = new Date().toISOString();
      const element = (head: PageHead) => {
        const render: RenderState = { renderedAt, head, dataSaver, saveData };
        return (
          <App client={client} i18n={i18n} render={render}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </App>
        );
      };
      let head: PageHead = { status: 200, type: 'website' };
      let errors: unknown[] = [];
      const stream = await renderWithData(
        client,
        () => {
          head = { status: 200, type: 'website' };
          errors = [];
          return element(head);
        },
        (error) => errors.push(error),
      );
      // Failed calls travel too: the browser then shows the same 'No content found.' the server did.
      const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
      const state = serializePageState({ url, renderedAt, dataSaver, saveData, queries });
      const body = new PassThrough();
      stream.pipe(body);
      return { head, body, state, errors };
    },
  };
}
