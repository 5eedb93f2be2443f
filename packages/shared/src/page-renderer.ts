import type { AppConfig } from './app-config.ts';
import type { Locale } from './locales.ts';

/**
 * The contract between the server and the web app's server-rendering entry (`apps/web/src/app/entry-server.tsx`),
 * built by Vite into `dist-server/` and loaded by the server at start.
 */

/** What a screen asks of the document around it: its status, title and share-preview details. */
export interface PageHead {
  status: number;
  title?: string;
  /** Plain text, already shortened. */
  description?: string;
  /** A media path or URL; the server writes it absolute with the site's address (decision 204). */
  image?: string;
  type: 'website' | 'article';
  /** The path of the screen's feed files for feed readers (`feedFilesPath`), named in `<link rel="alternate">`. */
  feed?: string;
  /** The page is not for search engines' indexes (the reader search's results: endless and of no lasting address). */
  noindex?: boolean;
}

/** One request to the product's own API, answered in-process by the server. */
export type ApiTransport = (
  path: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined; signal: AbortSignal | undefined },
) => Promise<Response>;

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  /** The interface's language: the reader's choice, else the browser's (decision 095). */
  locale: Locale;
  /** Whether the page saves data: smallest images (decision 242). */
  dataSaver: boolean;
  /** Whether the request said `Save-Data: on`, which the browser's script cannot read but Automatic follows. */
  saveData: boolean;
}

export interface RenderedPage {
  head: PageHead;
  /** The app's markup for `<div id="root">`, streamed. */
  body: AsyncIterable<Uint8Array | string>;
  /** The render's data and time, as JSON for the page's non-executing data script. */
  state: string;
  /** What components threw while rendering; their parts are left to the browser. */
  errors: unknown[];
}

export interface PageRenderer {
  render(request: PageRequest): Promise<RenderedPage>;
}

export interface PageRendererSetup {
  transport: ApiTransport;
  appConfig: AppConfig;
}

/** The data script's element id: the browser reads the render's state from it before hydrating. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * Screens that carry account data, the console, or the reader's own settings: never rendered by the server,
 * never kept by caches.
 */
export const CLIENT_RENDERED_SCREENS = [
  '/admin',
  '/login',
  '/sign-up',
  '/otpverify',
  '/forgot-password',
  '/new-pin',
  '/accountdelete',
  '/settings',
  '/saved',
] as const;

/** A path as the router matches it: percent escapes read and case ignored (`/%53ettings` is `/settings`). */
function routedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname).toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

/** Whether a path is one of `CLIENT_RENDERED_SCREENS` or below one, as the router would match it. */
export function isClientRenderedScreen(pathname: string): boolean {
  const path = routedPath(pathname);
  return CLIENT_RENDERED_SCREENS.some((screen) => path === screen || path.startsWith(`${screen}/`));
}
