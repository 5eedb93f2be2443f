import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query's connection state, started from `navigator.onLine`: by default it assumes online until
 * it hears an 'offline' event, which a page opened offline never hears, so it would not see the connection
 * come back and would refetch nothing.
 */
function followBrowser(setOnline: (online: boolean) => void): () => void {
  const update = () => setOnline(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

function subscribe(onChange: () => void): () => void {
  const unsubscribe = onlineManager.subscribe(onChange);
  onlineManager.setEventListener(followBrowser);
  return unsubscribe;
}

/** Whether the browser is online: true on the server and in the first render, which must match it. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
