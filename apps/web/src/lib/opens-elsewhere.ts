import type { MouseEvent } from 'react';

/** A click on a link the browser handles itself: a new tab or window, a download; the app leaves it be. */
export const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
