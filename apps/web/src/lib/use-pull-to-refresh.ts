import { useEffect, useRef, type RefObject } from 'react';

/** How far the indicator travels (in CSS pixels) before a release refreshes. */
export const PULL_THRESHOLD = 64;
/** The indicator moves half as far as the finger: the resistance a pull is felt to have. */
export const PULL_RESISTANCE = 0.5;
/** It stops here however far the finger goes. */
const PULL_MAX = 1.5 * PULL_THRESHOLD;
/** Where it rests while the list refreshes. */
const PULL_HOLD = 0.75 * PULL_THRESHOLD;

/** What the indicator shows, in its `data-pull` attribute: following a finger, far enough to refresh, or held while refreshing. */
type PullState = 'pulling' | 'armed' | 'held';

/** Moves the indicator by writing to its element: a touchmove a frame must not re-render the list. */
function showPull(indicator: HTMLElement | null, distance: number, state: PullState | undefined): void {
  if (!indicator) return;
  indicator.style.setProperty('--pull', `${distance}px`);
  indicator.style.setProperty('--pull-progress', String(Math.min(1, distance / PULL_THRESHOLD)));
  if (state) indicator.dataset.pull = state;
  else delete indicator.dataset.pull;
}

/** The page is at its very top (iOS reports a negative position while it bounces). */
const pageAtTop = () => window.scrollY <= 0;

/**
 * A touch that starts inside something that scrolls on its own (a scrolled panel) or in a dialog belongs to
 * that, not to the page behind it.
 */
function ownedByInnerScroller(target: EventTarget | null): boolean {
  for (let element = target instanceof Element ? target : null; element && element !== document.documentElement; element = element.parentElement) {
    if (element.scrollTop > 0 || element.tagName === 'DIALOG') return true;
  }
  return false;
}

/**
 * Pull to refresh on touch screens (decision 086): a finger that goes down while the page is at its very top
 * drags `indicator` down (with resistance); released at `PULL_THRESHOLD` or further it calls `onPull`, and
 * the indicator is held until that settles and `refreshing` is false (`refreshing` alone holds it for a refresh
 * started otherwise, by the button); released before, it goes back and nothing happens.
 * Any other gesture (upwards, sideways, two fingers, the page not at its top) is left to the browser untouched.
 *
 * Every listener is passive: at the page's top a downward drag has nothing to scroll, and the browser's own
 * overscroll (the bounce, Chrome's reload) is turned off by CSS on pages that hold the control
 * (`overscroll-behavior-y: contain`), so nothing needs `preventDefault`. Listeners are attached in an effect,
 * after hydration, on the document, so a pull may start anywhere on the page, as the browser's own does.
 */
export function usePullToRefresh(
  indicator: RefObject<HTMLElement | null>,
  { refreshing, onPull }: { refreshing: boolean; onPull: () => Promise<unknown> },
): void {
  const latest = useRef({ refreshing, onPull });
  latest.current = { refreshing, onPull };

  useEffect(() => {
    showPull(indicator.current, refreshing ? PULL_HOLD : 0, refreshing ? 'held' : undefined);
  }, [indicator, refreshing]);

  useEffect(() => {
    /** The gesture followed: where it started, and whether it has become a pull. */
    let gesture: { x: number; y: number; distance: number; pulling: boolean } | undefined;
    const stop = () => {
      if (gesture?.pulling && !latest.current.refreshing) showPull(indicator.current, 0, undefined);
      gesture = undefined;
    };
    const handleStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      gesture = undefined;
      if (event.touches.length !== 1 || !touch || latest.current.refreshing || !pageAtTop() || ownedByInnerScroller(event.target)) return;
      gesture = { x: touch.clientX, y: touch.clientY, distance: 0, pulling: false };
    };
    const handleMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!gesture) return;
      if (event.touches.length !== 1 || !touch) return stop();
      const down = touch.clientY - gesture.y;
      if (!gesture.pulling) {
        if (down === 0 && touch.clientX === gesture.x) return;
        // Upwards or more sideways than down is a scroll or a swipe: the browser's.
        if (down <= 0 || Math.abs(touch.clientX - gesture.x) > down || !pageAtTop()) return stop();
        gesture.pulling = true;
      }
      gesture.distance = Math.min(PULL_MAX, Math.max(0, down * PULL_RESISTANCE));
      showPull(indicator.current, gesture.distance, gesture.distance >= PULL_THRESHOLD ? 'armed' : 'pulling');
    };
    const handleEnd = () => {
      const armed = gesture?.pulling === true && gesture.distance >= PULL_THRESHOLD && !latest.current.refreshing;
      if (!armed) return stop();
      gesture = undefined;
      showPull(indicator.current, PULL_HOLD, 'held');
      // Let go when the refresh ends, even if it ended before `refreshing` was ever rendered true.
      void latest.current.onPull().finally(() => {
        if (!latest.current.refreshing) showPull(indicator.current, 0, undefined);
      });
    };
    const options = { passive: true };
    document.addEventListener('touchstart', handleStart, options);
    document.addEventListener('touchmove', handleMove, options);
    document.addEventListener('touchend', handleEnd, options);
    document.addEventListener('touchcancel', stop, options);
    return () => {
      document.removeEventListener('touchstart', handleStart);
      document.removeEventListener('touchmove', handleMove);
      document.removeEventListener('touchend', handleEnd);
      document.removeEventListener('touchcancel', stop);
    };
  }, [indicator]);
}
