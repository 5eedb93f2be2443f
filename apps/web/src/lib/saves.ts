import { RECORD_ID } from '@wiy/shared/constants';
import { SAVED_ITEMS_MAX, type SavedEntry } from '@wiy/shared/saved-rules';
import { useSyncExternalStore } from 'react';
import { accountMirror, changeMirrored } from './account-mirror.ts';
import { apiDelete, apiPost, apiPut } from './api-client.ts';
import { reportProblem } from './notices.ts';

/** A stored entry the account would take: an item's id and an ISO-8601 UTC time, as the server writes them. */
function isEntry(value: unknown): value is SavedEntry {
  const entry = value as SavedEntry;
  return typeof entry?.uni_id === 'string' && RECORD_ID.test(entry.uni_id) && typeof entry.saved === 'string' && ISO_TIME.test(entry.saved);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/** The saves this device knows, newest first (decision 092): its own before sign-in, the account's after. */
export const saves = accountMirror('savedItems', isEntry);

/** The saves as a set of ids: empty on the server and through hydration, which cannot read storage. */
const EMPTY = new Set<string>();
let idsOf: { entries: SavedEntry[]; ids: Set<string> } | undefined;
function savedIds(): Set<string> {
  const { entries } = saves.get();
  if (idsOf?.entries !== entries) idsOf = { entries, ids: new Set(entries.map((entry) => entry.uni_id)) };
  return idsOf.ids;
}

export function useSavedIds(): Set<string> {
  return useSyncExternalStore(saves.subscribe, savedIds, () => EMPTY);
}

const newestFirst = (a: SavedEntry, b: SavedEntry) => b.saved.localeCompare(a.saved);

/**
 * Saves or unsaves an item (a device keeps `SAVED_ITEMS_MAX` at most, as an account does). A saved item's detail
 * is asked for at once, so that the service worker keeps it and it opens offline from the Saved screen.
 */
export async function setSaved(uniId: string, saved: boolean): Promise<void> {
  if (saved && saves.get().entries.length >= SAVED_ITEMS_MAX) {
    reportProblem({ id: 'saved.full', values: { max: SAVED_ITEMS_MAX } });
    return;
  }
  if (saved) void apiPost('/api/get/feed_content/{uniId}', { params: { path: { uniId } }, body: {} }).catch(() => undefined);
  const others = (entries: SavedEntry[]) => entries.filter((entry) => entry.uni_id !== uniId);
  const path = { params: { path: { uniId } }, auth: true } as const;
  await changeMirrored(
    saves,
    (entries) => (saved ? [{ uni_id: uniId, saved: new Date().toISOString() }, ...others(entries)] : others(entries)),
    (entries, before) => [...others(entries), ...before.filter((entry) => entry.uni_id === uniId)].sort(newestFirst),
    () => (saved ? apiPut('/api/saved/{uniId}', path) : apiDelete('/api/saved/{uniId}', path)),
    saved ? 'saved.saveFailed' : 'saved.removeFailed',
  );
}
