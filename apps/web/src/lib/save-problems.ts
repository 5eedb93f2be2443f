import { useSyncExternalStore } from 'react';

/**
 * Why a save did not go through, for a toast. The toasts' library loads only once there is one to show: a card's
 * save control is on the home screen, whose script is the product's first cost (issue 9).
 */
const waiting: string[] = [];
const listeners = new Set<() => void>();
let reported = false;

export function reportSaveProblem(message: string): void {
  waiting.push(message);
  reported = true;
  listeners.forEach((listener) => listener());
}

/** The messages not yet shown, taken. */
export function takeSaveProblems(): string[] {
  return waiting.splice(0);
}

export function subscribeSaveProblems(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any save went wrong on this page: the toasts are needed from then on. */
export function useSaveProblemReported(): boolean {
  return useSyncExternalStore(
    subscribeSaveProblems,
    () => reported,
    () => false,
  );
}
