/**
 * Registers the service worker and remembers a new version waiting to take over (prompt-style updates,
 * decision 070). Registration starts when the first update prompt subscribes, so after hydration and never
 * on the server; workbox-window is loaded then, which keeps it out of the home screen's first bundle.
 */

/** Activates the waiting version and reloads the page into it. */
export type ActivateUpdate = () => void;

let waiting: ActivateUpdate | null = null;
let started = false;
const listeners = new Set<() => void>();

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  // Also fired at start when a version was already waiting: a reload alone does not let it take over.
  workbox.addEventListener('waiting', () => {
    waiting = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    for (const listener of listeners) listener();
  });
  // Waits for the page's load event, so the precache download never competes with the first screen.
  await workbox.register();
}

/** For `useSyncExternalStore`; the first subscriber starts the registration (built app only: dev has no sw.js). */
export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  if (!started && import.meta.env.PROD && 'serviceWorker' in navigator) {
    started = true;
    // The app works without a worker (a private window may refuse one); say why in the console only.
    register().catch((error: unknown) => console.warn('The service worker was not registered:', error));
  }
  return () => listeners.delete(listener);
}

/** The waiting version's activation, or null while there is none. */
export function waitingUpdate(): ActivateUpdate | null {
  return waiting;
}
