import { useSyncExternalStore } from 'react';
import type { MessageId, MessageValues, Translate } from './i18n/i18n.tsx';

/**
 * A notice's words: a catalogue message, put in the reader's language when it is shown, or words that came as
 * they are (`said`: the server's reason, which stays in its English).
 */
export type NoticeText = { id: MessageId; values?: MessageValues } | { said: string };

/**
 * What a reader's change (a save, a mute) did, or why it did not go through, for a toast. The toasts' library
 * loads only once there is one to show: the cards' controls are on the home screen, whose script is the
 * product's first cost.
 */
export interface Notice {
  message: string;
  kind: 'success' | 'error';
}

/** A notice as reported: its words are put in a language only when it is shown. */
interface Reported {
  text: NoticeText;
  kind: Notice['kind'];
}

const waiting: Reported[] = [];
const listeners = new Set<() => void>();
let reported = false;

function report(notice: Reported): void {
  waiting.push(notice);
  reported = true;
  listeners.forEach((listener) => listener());
}

export const reportProblem = (text: NoticeText) => report({ text, kind: 'error' });
export const reportDone = (text: NoticeText) => report({ text, kind: 'success' });

/** The notices not yet shown, taken, in the words of `t`: the showing screen's language. */
export function takeNotices(t: Translate): Notice[] {
  return waiting.splice(0).map(({ text, kind }) => ({ message: 'said' in text ? text.said : t(text.id, text.values), kind }));
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
