/**
 * The listeners of a value kept in local storage, for `useSyncExternalStore`: told of this tab's writes by
 * `notify`, and of another tab's by the browser's `storage` event.
 */
export function storageListeners(): { subscribe: (listener: () => void) => () => void; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
    notify() {
      listeners.forEach((listener) => listener());
    },
  };
}
