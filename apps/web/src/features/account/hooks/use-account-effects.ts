import { useEffect } from 'react';
import { serverAskedToWait } from '../../../lib/api-client.ts';
import { onNativeInfo } from '../../../lib/native-bridge.ts';
import { readStored, writeStored } from '../../../lib/session.ts';
import { getIpAddress, sendSpentTime } from '../api/session-time.ts';
import { subscribePush } from '../api/subscribe-push.ts';
import { checkStoredSession } from '../api/verify-session.ts';

/** HH:MM:SS of a duration (spec 001 §3), whole seconds. */
export function formatTimeSpent(ms: number): string {
  const total = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/** Verifies a stored token once per load (spec 001 §4, session verification outcomes). */
export function useSessionVerification(): void {
  useEffect(() => {
    void checkStoredSession();
  }, []);
}

/**
 * Session tracking (spec 001 §4): a start time is stored on load; the time since is sent on page hide,
 * before unload and on unmount, and counting starts again from then. Both page hide and before unload
 * fire as a tab closes: the second finds less than a second to send and sends nothing.
 */
export function useSessionTime(): void {
  useEffect(() => {
    writeStored('sessionStart', new Date().toISOString());
    if (!readStored('setIp')) {
      getIpAddress()
        .then((ip) => writeStored('setIp', ip))
        .catch(() => undefined);
    }
    const flush = () => {
      const start = readStored('sessionStart');
      const ip = readStored('setIp');
      const end = new Date();
      // While the server asked to wait, the time is kept and counted into the next send (decision 205).
      if (!start || !ip || serverAskedToWait()) return;
      const spent = end.getTime() - Date.parse(start);
      if (!(spent >= 1000)) return;
      sendSpentTime({ userId: ip, startTime: start, endTime: end.toISOString(), timeSpent: formatTimeSpent(spent) });
      writeStored('sessionStart', end.toISOString());
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, []);
}

/**
 * Push registration inside the native wrapper only (spec 001 §4): the wrapper's token is stored and
 * subscribed to the product's topic once; the answer's `success` is stored, so a token that failed is
 * tried again on the next load, and a new token is subscribed when the wrapper hands one in.
 */
export function useNativePush(): void {
  useEffect(
    () =>
      onNativeInfo(({ pushToken }) => {
        if (!pushToken) return;
        if (readStored('pushToken') === pushToken && readStored('subscribeTokenTopic') === 'true') return;
        writeStored('pushToken', pushToken);
        subscribePush(pushToken)
          .then((success) => writeStored('subscribeTokenTopic', String(success)))
          .catch(() => writeStored('subscribeTokenTopic', 'false'));
      }),
    [],
  );
}
