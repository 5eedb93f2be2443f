import { createContext } from 'react';
import type { PageHead } from '@wiy/shared/page-renderer';

/**
 * What one server render shares with the components it renders, and hydration repeats: when the page was
 * rendered (dates are shown at that moment until hydration ends), whether it saves data and, on the server only,
 * the head and status the screen asks for.
 */
export interface RenderState {
  renderedAt?: string;
  /** The page was rendered saving data (decision 242): hydration renders it so until the browser's own reading. */
  dataSaver?: boolean;
  /** The page's request said `Save-Data: on`: a signal the browser's script cannot read itself. */
  saveData?: boolean;
  /** Filled during a server render; absent in the browser. */
  head?: PageHead;
}

export const RenderContext = createContext<RenderState>({});
