import { useSyncExternalStore } from 'react';

const ignoreChanges = () => () => undefined;

/**
 * False on the server and through hydration, true after it: for what the server cannot know (the browser's
 * abilities) or must not do (a question only the reader's page asks), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    ignoreChanges,
    () => true,
    () => false,
  );
}
