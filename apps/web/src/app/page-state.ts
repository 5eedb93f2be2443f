import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '@wiy/shared/page-renderer';

/** What a server render hands the browser: its data, the moment it showed dates at, and whether it saved data. */
export interface PageState {
  /** The path and query rendered: a page kept offline may be shown at another address. */
  url: string;
  renderedAt: string;
  /** Whether the page was rendered saving data, and whether its request said `Save-Data: on` (decision 242). */
  dataSaver: boolean;
  saveData: boolean;
  queries: DehydratedState;
}

/**
 * JSON for a `<script type="application/json">`: never executed, and `<` escaped so that no value can
 * close the element (the CSP keeps `script-src 'self'`, so no inline script could run anyway).
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server render's state, when this page was rendered by the server. */
export function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}
