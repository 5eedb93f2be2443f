import { CancelledError } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useT, type MessageId } from '../lib/i18n/i18n.tsx';
import { usePullToRefresh } from '../lib/use-pull-to-refresh.ts';
import './refresh-control.css';

type RefreshPhase = 'idle' | 'refreshing' | 'done' | 'failed';

/** What the live region says in each phase: nothing before the first refresh. */
const PHASE_MESSAGE: Record<RefreshPhase, MessageId | undefined> = {
  idle: undefined,
  refreshing: 'feed.refreshing',
  done: 'feed.upToDate',
  failed: 'feed.refreshFailed',
};

export interface RefreshState {
  refreshing: boolean;
  message: string;
  /** Starts a refresh, unless one is running; never rejects (a failure is logged by the query cache and said; a cancellation is not). */
  start: () => Promise<void>;
}

/** A feed's refresh, one at a time, and what to say about it. */
export function useRefresh(onRefresh: (() => Promise<unknown>) | undefined): RefreshState {
  const t = useT();
  const [phase, setPhase] = useState<RefreshPhase>('idle');
  const running = useRef(false);
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  const start = useCallback(async () => {
    const refresh = latest.current;
    if (running.current || !refresh) return;
    running.current = true;
    setPhase('refreshing');
    try {
      await refresh();
      setPhase('done');
    } catch (error) {
      // A cancelled refresh (the feature removed the query, e.g. a filter changed meanwhile) is no news.
      setPhase(error instanceof CancelledError ? 'idle' : 'failed');
    } finally {
      running.current = false;
    }
  }, []);
  const message = PHASE_MESSAGE[phase];
  return { refreshing: phase === 'refreshing', message: message ? t(message) : '', start };
}

/**
 * The top of a refreshable feed (decision 086): a Refresh button, the pull indicator that a touch pull drags
 * down (`usePullToRefresh`), and a polite live region saying 'Refreshing…' and then 'Up to date'. The same
 * markup renders on the server; the gesture is attached after hydration.
 *
 * The button is shown wherever the main pointer is fine (a mouse, a trackpad). Where it is coarse (a phone,
 * where a pull does it) it takes no room and is visually hidden until it has focus, but stays in the tab order
 * and the accessibility tree, for keyboards and screen readers, which cannot pull.
 */
export function RefreshControl({ refresh }: { refresh: RefreshState }) {
  const t = useT();
  const indicator = useRef<HTMLDivElement>(null);
  usePullToRefresh(indicator, { refreshing: refresh.refreshing, onPull: refresh.start });
  return (
    <div className="refresh-control">
      <button
        type="button"
        className="pill refresh-button"
        aria-disabled={refresh.refreshing}
        data-replay=""
        onClick={() => {
          if (!refresh.refreshing) void refresh.start();
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('feed.refresh')}
      </button>
      <div ref={indicator} className="pull-indicator" aria-hidden="true">
        <span className="pull-ring" />
      </div>
      {/* A polite live region, not role="status": the page's one status stays the loading or offline notice. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {refresh.message}
      </p>
    </div>
  );
}
