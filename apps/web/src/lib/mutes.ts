import { MUTE_COOKIE, DISPLAY_COOKIE_MAX_AGE_S } from '@wiy/shared/display-preferences';
import type { FeedItem } from '@wiy/shared/feed.schema';
import {
  MUTE_KINDS,
  MUTES_MAX,
  muteLabel,
  muteMatcher,
  mutedWordsMessages,
  muteValueProblem,
  normaliseWords,
  type Mute,
  type MuteKind,
  type Muted,
} from '@wiy/shared/mute-rules';
import { useMemo } from 'react';
import { accountMirror, changeMirrored } from './account-mirror.ts';
import { apiDelete, apiPut } from './api-client.ts';
import type { MessageId } from './i18n/i18n.tsx';
import { idsByWords } from './i18n/known-words.ts';
import { reportProblem } from './notices.ts';

/** A stored entry that is a mute this version knows: one that is not never reaches the screens or a merge. */
function isMuted(value: unknown): value is Muted {
  const mute = value as Muted;
  return (
    (MUTE_KINDS as readonly unknown[]).includes(mute?.kind) &&
    typeof mute.value === 'string' &&
    muteValueProblem(mute.kind, mute.value) === undefined &&
    typeof mute.label === 'string' &&
    mute.label.length > 0 &&
    typeof mute.created === 'string'
  );
}

/**
 * While the device has mutes, a cookie says so: the server then hides a page's cards until it is live, since it
 * cannot know which are muted (decision 093).
 */
function markPages({ entries }: { entries: Muted[] }): void {
  document.cookie = entries.length > 0 ? `${MUTE_COOKIE}=1; path=/; max-age=${DISPLAY_COOKIE_MAX_AGE_S}; samesite=lax` : `${MUTE_COOKIE}=; path=/; max-age=0`;
}

/** What this device hides, in the order muted (decision 093): its own before sign-in, the account's after. */
export const mutes = accountMirror('mutes', isMuted, markPages);
// Set again on every start: the cookie may have expired or been cleared while the mutes stayed.
if (typeof document !== 'undefined') markPages(mutes.get());

const same = (kind: MuteKind, value: string) => (mute: Mute) => mute.kind === kind && mute.value === value;

/**
 * Mutes or unmutes a vendor, a category, a hot topic or words (a device keeps `MUTES_MAX` at most, as an account
 * does). Answers whether the device took the change (the account may still refuse it, which undoes it).
 */
export function setMuted(mute: Mute, muted: boolean): boolean {
  const value = mute.kind === 'word' ? normaliseWords(mute.value) : mute.value;
  const problem = muteValueProblem(mute.kind, value);
  if (muted && (problem || mutes.get().entries.length >= MUTES_MAX)) {
    // A problem is the shared rule's words, as the server answers them: the settings' form checks words first,
    // and a card's values are the API's own.
    reportProblem(problem ? { said: problem } : { id: 'mutes.full', values: { max: MUTES_MAX } });
    return false;
  }
  const kept: Muted = { kind: mute.kind, value, label: mute.kind === 'word' ? value : muteLabel(mute.label) || value, created: new Date().toISOString() };
  const others = (entries: Muted[]) => entries.filter((entry) => !same(mute.kind, value)(entry));
  void changeMirrored(
    mutes,
    (entries) => (muted ? [...others(entries), kept] : others(entries)),
    (entries, before) => [...others(entries), ...before.filter(same(mute.kind, value))].sort((a, b) => a.created.localeCompare(b.created)),
    () =>
      muted
        ? apiPut('/api/mutes', { body: { kind: mute.kind, value, label: kept.label }, auth: true })
        : apiDelete('/api/mutes/{kind}/{value}', { params: { path: { kind: mute.kind, value } }, auth: true }),
    muted ? 'mutes.muteFailed' : 'mutes.unmuteFailed',
  );
  return true;
}

/** The catalogue id of each answer the shared rule gives words: every one has its id, or the type check fails. */
const WORDS_PROBLEM_IDS = idsByWords(mutedWordsMessages, (key) => `mutes.${key}`);

/**
 * Why words cannot be muted, as the catalogue says it (its `{max}` is `MUTED_WORDS_MAX_LENGTH`), or undefined when
 * they can: the server's rule (`muteValueProblem`), and words to mute first of all.
 */
export function mutedWordsProblem(text: string): MessageId | undefined {
  const words = normaliseWords(text);
  if (words === '') return 'mutes.enterWords';
  const problem = muteValueProblem('word', words);
  return problem === undefined ? undefined : WORDS_PROBLEM_IDS.get(problem);
}

/** `items` without those the device's mutes hide; all of them on the server and through hydration. */
export function useUnmuted<T extends FeedItem>(items: T[]): T[] {
  const { entries } = mutes.use();
  return useMemo(() => {
    if (entries.length === 0) return items;
    const hidden = muteMatcher(entries);
    return items.filter((item) => !hidden(item));
  }, [items, entries]);
}

/** Whether the device has muted `kind` `value` (a hot topic, say). */
export function useIsMuted(kind: MuteKind, value: string): boolean {
  return mutes.use().entries.some(same(kind, value));
}
