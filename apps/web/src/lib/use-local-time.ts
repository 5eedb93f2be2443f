import { useContext, useSyncExternalStore } from 'react';
import { RenderContext } from './render-context.ts';

export interface LocalTime {
  now: Date;
  /** The reader's time zone; undefined means the browser's own. */
  timeZone: string | undefined;
}

const MINUTE = 60_000;
let clientTime: LocalTime | undefined;
const serverTimes = new Map<string, LocalTime>();

function readClientTime(): LocalTime {
  clientTime ??= { now: new Date(), timeZone: undefined };
  return clientTime;
}

function subscribe(onChange: () => void): () => void {
  // 'Today' moves at midnight; a minute's step keeps a long visit's day labels right.
  const timer = setInterval(() => {
    clientTime = { now: new Date(), timeZone: undefined };
    onChange();
  }, MINUTE);
  return () => clearInterval(timer);
}

function serverTime(renderedAt: string): LocalTime {
  let time = serverTimes.get(renderedAt);
  if (!time) {
    serverTimes.clear();
    time = { now: new Date(renderedAt), timeZone: 'UTC' };
    serverTimes.set(renderedAt, time);
  }
  return time;
}

/**
 * The clock and time zone dates are shown in. The server knows neither the reader's zone nor their
 * moment, so it renders in UTC at its render time; hydration repeats exactly that, then the page
 * re-renders in the reader's zone (conventions, habit 11).
 */
export function useLocalTime(): LocalTime {
  const { renderedAt } = useContext(RenderContext);
  return useSyncExternalStore(subscribe, readClientTime, () => serverTime(renderedAt ?? new Date(0).toISOString()));
}
