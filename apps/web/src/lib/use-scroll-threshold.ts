import { useEffect, useRef } from 'react';

export interface ScrollMetrics {
  scrollTop: number;
  viewportHeight: number;
  contentHeight: number;
}

/** Home's rule: the scrolled position plus the viewport reaches a fraction of the content height. */
export const reachedFraction =
  (fraction: number) =>
  ({ scrollTop, viewportHeight, contentHeight }: ScrollMetrics) =>
    scrollTop + viewportHeight >= fraction * contentHeight;

/** The category page's rule: within some pixels of the bottom. */
export const withinPixelsOfBottom =
  (pixels: number) =>
  ({ scrollTop, viewportHeight, contentHeight }: ScrollMetrics) =>
    contentHeight - (scrollTop + viewportHeight) <= pixels;

function windowMetrics(): ScrollMetrics {
  return {
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    contentHeight: document.documentElement.scrollHeight,
  };
}

/**
 * Calls `onReach` when the window's scroll position meets `reached`, debounced, and only while `enabled`
 * (not loading and more to load). It checks again whenever it becomes enabled, so a page too short to
 * scroll still loads the next one.
 */
export function useScrollThreshold(
  onReach: () => void,
  { enabled, reached, debounceMs }: { enabled: boolean; reached: (m: ScrollMetrics) => boolean; debounceMs: number },
): void {
  const latest = useRef({ onReach, enabled, reached });
  latest.current = { onReach, enabled, reached };

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { enabled: on, reached: rule, onReach: load } = latest.current;
        if (on && rule(windowMetrics())) load();
      }, debounceMs);
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, debounceMs]);
}
