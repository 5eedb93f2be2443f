import { useEffect } from 'react';

/**
 * Marks the document once a screen is live: hydrated (or rendered) and answering clicks. A server-rendered
 * screen shows before its script runs, so whoever drives the page (the end-to-end specs, a benchmark)
 * waits for `html[data-live]` before acting. Rendered inside the screen's Suspense boundary, its effect runs
 * only once the screen's own chunk has loaded and hydrated.
 */
export function ScreenLive() {
  useEffect(() => {
    document.documentElement.setAttribute('data-live', '');
  }, []);
  return null;
}
