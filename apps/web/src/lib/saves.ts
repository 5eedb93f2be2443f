import { SAVED_ITEMS_MAX, type SavedEntry, type SavedList } from '@wiy/shared/saved.schema';
import { useSyncExternalStore } from 'react';
import { ApiError, apiDelete, apiPost, apiPut } from './api-client.ts';
import { reportSaveProblem } from './save-problems.ts';
import { getSession } from './session.ts';
import { storageListeners } from './storage-listeners.ts';

/**
 * The saves this device knows (decision 092), in local storage, newest first. Before sign-in they are the
 * device's own; once signed in they mirror the account's (`account: true`), so that every card shows its state
 * without a call and the Saved screen opens offline. Signing out forgets the mirror: the account keeps them.
 */
interface StoredSaves {
  account: boolean;
  entries: SavedEntry[];
  /** When the mirror last came from the account: the Saved screen lists the saves again then. */
  synced?: string | undefined;
}

const STORAGE_KEY = 'savedItems';
const NONE: StoredSaves = { account: false, entries: [] };

const { subscribe, notify } = storageListeners();
let cached: { raw: string | null; saves: StoredSaves } | undefined;

function isEntry(value: unknown): value is SavedEntry {
  const entry = value as SavedEntry;
  return typeof entry?.uni_id === 'string' && typeof entry.saved === 'string';
}

function read(): StoredSaves {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (cached?.raw === raw) return cached.saves;
  let saves = NONE;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSaves>) : undefined;
    if (parsed && Array.isArray(parsed.entries))
      saves = {
        account: parsed.account === true,
        entries: parsed.entries.filter(isEntry),
        synced: typeof parsed.synced === 'string' ? parsed.synced : undefined,
      };
  } catch {
    saves = NONE;
  }
  cached = { raw, saves };
  return saves;
}

export function getSaves(): StoredSaves {
  return read();
}

export function writeSaves(saves: StoredSaves): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(saves));
  notify();
}

/** The saves as a set of ids: empty on the server and through hydration, which cannot read storage. */
const EMPTY = new Set<string>();
let idsOf: { entries: SavedEntry[]; ids: Set<string> } | undefined;
function savedIds(): Set<string> {
  const { entries } = read();
  if (idsOf?.entries !== entries) idsOf = { entries, ids: new Set(entries.map((entry) => entry.uni_id)) };
  return idsOf.ids;
}

export function useSavedIds(): Set<string> {
  return useSyncExternalStore(subscribe, savedIds, () => EMPTY);
}

export function useSaves(): StoredSaves {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** The saves with `uniId` first (saved now) or without it; a device keeps `SAVED_ITEMS_MAX` at most, as an account does. */
function withSave(entries: SavedEntry[], uniId: string, saved: boolean, now = new Date()): SavedEntry[] {
  const others = entries.filter((entry) => entry.uni_id !== uniId);
  return saved ? [{ uni_id: uniId, saved: now.toISOString() }, ...others] : others;
}

function saveToAccount(uniId: string): Promise<SavedList> {
  return apiPut('/api/saved/{uniId}', { params: { path: { uniId } }, auth: true });
}

function removeFromAccount(uniId: string): Promise<{ removed: boolean }> {
  return apiDelete('/api/saved/{uniId}', { params: { path: { uniId } }, auth: true });
}

export const DEVICE_FULL = `You can keep ${SAVED_ITEMS_MAX.toLocaleString('en')} saved items at most: remove some to save more`;

/**
 * Saves or unsaves an item. The control changes at once; a signed-in reader's change then goes to the account,
 * and one the server refuses is undone with a toast. A saved item's detail is asked for at once, so that the
 * service worker keeps it and it opens offline from the Saved screen.
 */
export async function setSaved(uniId: string, saved: boolean): Promise<void> {
  const before = getSaves();
  if (saved && before.entries.length >= SAVED_ITEMS_MAX) {
    reportSaveProblem(DEVICE_FULL);
    return;
  }
  writeSaves({ ...before, entries: withSave(before.entries, uniId, saved) });
  if (saved) void apiPost('/api/get/feed_content/{uniId}', { params: { path: { uniId } }, body: {} }).catch(() => undefined);
  if (!getSession().token) return;
  try {
    if (saved) {
      const answer = await saveToAccount(uniId);
      // Until the device's saves are merged (saved-sync.ts), the account's list would drop them.
      if (getSaves().account) writeSaves({ ...getSaves(), entries: answer.saved });
    } else {
      await removeFromAccount(uniId);
    }
  } catch (error) {
    const now = getSaves();
    const previous = before.entries.find((entry) => entry.uni_id === uniId);
    const undone = saved ? withSave(now.entries, uniId, false) : previous ? [previous, ...now.entries].sort(newestFirst) : now.entries;
    writeSaves({ ...now, entries: undone });
    reportSaveProblem(
      error instanceof ApiError && error.serverMessage ? error.serverMessage : saved ? 'Could not save the item.' : 'Could not remove the item.',
    );
  }
}

const newestFirst = (a: { saved: string }, b: { saved: string }) => b.saved.localeCompare(a.saved);
