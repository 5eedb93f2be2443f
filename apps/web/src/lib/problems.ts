import { useSyncExternalStore } from 'react';

/**
 * Why a reader's change (a save, a mute) did not go through, for a toast. The toasts' library loads only once
 * there is one to show: the cards' controls are on the home screen, whose script is the product's first cost
 * (issue 9).
 */
const waiting: string[] = [];
const listeners = new Set<() => void>();
let reported = false;

export function reportProblem(message: string): void {
  waiting.push(message);
  reported = true;
  listeners.forEach((listener) => listener());
}

/** The messages not yet shown, taken. */
export function takeProblems(): string[] {
  return waiting.splice(0);
}

export function subscribeProblems(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any change went wrong on this page: the toasts are needed from then on. */
export function useProblemReported(): boolean {
  return useSyncExternalStore(
    subscribeProblems,
    () => reported,
    () => false,
  );
}
