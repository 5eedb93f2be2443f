import { useSyncExternalStore } from 'react';

/**
 * What a reader's change (a save, a mute) did, or why it did not go through, for a toast. The toasts' library
 * loads only once there is one to show: the cards' controls are on the home screen, whose script is the
 * product's first cost (issue 9).
 */
export interface Notice {
  message: string;
  kind: 'success' | 'error';
}

const waiting: Notice[] = [];
const listeners = new Set<() => void>();
let reported = false;

function report(notice: Notice): void {
  waiting.push(notice);
  reported = true;
  listeners.forEach((listener) => listener());
}

export const reportProblem = (message: string) => report({ message, kind: 'error' });
export const reportDone = (message: string) => report({ message, kind: 'success' });

/** The notices not yet shown, taken. */
export function takeNotices(): Notice[] {
  return waiting.splice(0);
}

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether anything was reported on this page: the toasts are needed from then on. */
export function useNoticeReported(): boolean {
  return useSyncExternalStore(
    subscribeNotices,
    () => reported,
    () => false,
  );
}
