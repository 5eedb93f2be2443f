import { createContext } from 'react';
import type { PageHead } from '@wiy/shared/page-renderer';

/**
 * What one server render shares with the components it renders, and hydration repeats: when the page was
 * rendered (dates are shown at that moment until hydration ends) and, on the server only, the head and
 * status the screen asks for.
 */
export interface RenderState {
  renderedAt?: string;
  /** Filled during a server render; absent in the browser. */
  head?: PageHead;
}

export const RenderContext = createContext<RenderState>({});
