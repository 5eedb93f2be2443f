import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api-client.ts';
import type { MessageId } from './i18n/i18n.tsx';
import { reportProblem } from './notices.ts';
import { clearSession, getSession, useSession } from './session.ts';
import { storageListeners } from './storage-listeners.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * A reader's list kept on the device in local storage, for saves and mutes (decisions 092, 093). Before sign-in
 * it is the device's own; once signed in it is the account's (`account: true`), so that every screen reads it
 * without a call, offline too. Signing out forgets the account's: the account keeps it.
 */
export interface Mirrored<E> {
  account: boolean;
  entries: E[];
  /** Signed in, the device's own entries not yet merged into the account's (the merge failed, or is under way). */
  unmerged?: boolean | undefined;
  /** When the list last came from the account: a screen that lists it may list it again then. */
  synced?: string | undefined;
}

export interface AccountMirror<E> {
  get(): Mirrored<E>;
  write(list: Mirrored<E>): void;
  /** How many changes this page made (`changeMirrored`): a list the account answered from before one is stale. */
  changes(): number;
  /** Runs a change's call to the account, counted until it has answered. */
  sending<T>(send: () => Promise<T>): Promise<T>;
  /** Once no change's call is on its way. */
  settled(): Promise<void>;
  /** The list, re-rendering on every change in this tab or another: empty on the server and through hydration. */
  use(): Mirrored<E>;
  subscribe(listener: () => void): () => void;
}

export function accountMirror<E>(storageKey: string, isEntry: (value: unknown) => value is E, onWrite?: (list: Mirrored<E>) => void): AccountMirror<E> {
  const none: Mirrored<E> = { account: false, entries: [] };
  const { subscribe, notify } = storageListeners();
  // Read once and then held: every card asks on every render, and the list may be hundreds of kilobytes.
  let held: Mirrored<E> | undefined;
  let changes = 0;
  let inFlight: Promise<unknown>[] = [];
  const read = (): Mirrored<E> => {
    try {
      const parsed = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Partial<Mirrored<unknown>> | null;
      if (!parsed || !Array.isArray(parsed.entries)) return none;
      return {
        account: parsed.account === true,
        entries: parsed.entries.filter(isEntry),
        unmerged: parsed.unmerged === true || undefined,
        synced: typeof parsed.synced === 'string' ? parsed.synced : undefined,
      };
    } catch {
      return none;
    }
  };
  const get = (): Mirrored<E> => (held ??= read());
  // Another tab's write (or a cleared storage) is read again on the next ask.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey || event.key === null) held = undefined;
    });
  }
  return {
    get,
    write(list) {
      try {
        localStorage.setItem(storageKey, JSON.stringify(list));
      } catch {
        // Storage full or refused: the page keeps the change until it is left.
        reportProblem({ id: 'notices.storageFull' });
      }
      held = list;
      onWrite?.(list);
      notify();
    },
    changes: () => changes,
    async sending(send) {
      changes += 1;
      const call = send();
      inFlight.push(call);
      try {
        return await call;
      } finally {
        inFlight = inFlight.filter((pending) => pending !== call);
      }
    },
    async settled() {
      while (inFlight.length > 0) await Promise.allSettled(inFlight);
    },
    use: () => useSyncExternalStore(subscribe, get, () => none),
    subscribe,
  };
}

/**
 * Changes the list at once, and then, for a signed-in reader, on the account (`send`). A change the server refuses
 * (a limit, the network) is undone with a toast saying why, `failure` where the server gave no reason; a session
 * the server no longer knows is ended, as the next load's verification would.
 */
export async function changeMirrored<E>(
  mirror: AccountMirror<E>,
  change: (entries: E[]) => E[],
  undo: (entries: E[], before: E[]) => E[],
  send: () => Promise<unknown>,
  failure: MessageId,
): Promise<void> {
  const before = mirror.get();
  mirror.write({ ...before, entries: change(before.entries) });
  if (!getSession().token) return;
  try {
    await mirror.sending(send);
  } catch (error) {
    mirror.write({ ...mirror.get(), entries: undo(mirror.get().entries, before.entries) });
    reportProblem(error instanceof ApiError && error.serverMessage ? { said: error.serverMessage } : { id: failure });
    if (error instanceof ApiError && error.status === 401) clearSession();
  }
}

/**
 * Keeps the device's list and the account's together, once per page load and per sign-in (decisions 092, 093).
 * Signing in makes the list the account's at once, its own entries marked unmerged until the merge answers, so
 * that what is added meanwhile goes to the account and signing out never leaves them to the next reader. From
 * then on each load takes the account's list, which may have changed on another device. An answer that left the
 * server before a change made here is asked for again, so that the change shows. A merge the server refuses as a
 * whole (an entry of another version, say) gives way to the account's list; one that fails (offline, a limit)
 * changes nothing, and the next load tries again. Signing out forgets the list.
 */
export function useMirrorSync<E>(mirror: AccountMirror<E>, calls: { list: () => Promise<E[]>; merge: (entries: E[]) => Promise<E[]> }): void {
  const hydrated = useHydrated();
  const signedIn = Boolean(useSession().token);
  const { list, merge } = calls;
  useEffect(() => {
    if (!hydrated) return;
    let current = mirror.get();
    if (!signedIn) {
      if (current.account) mirror.write({ account: false, entries: [] });
      return;
    }
    if (!current.account) {
      current = { account: true, entries: current.entries, unmerged: current.entries.length > 0 || undefined };
      mirror.write(current);
    }
    let live = true;
    // An answer that a change's call may not have reached yet is stale: after the calls on their way have
    // answered, the list is asked for again, three times at most; a list still stale then is not written.
    const take = async (ask: () => Promise<E[]>, tries: number): Promise<void> => {
      await mirror.settled();
      const asked = mirror.changes();
      const entries = await ask();
      if (!live) return;
      if (mirror.changes() !== asked) return tries > 1 ? take(list, tries - 1) : undefined;
      mirror.write({ account: true, entries, synced: new Date().toISOString() });
    };
    const merged = current.unmerged ? () => merge(current.entries) : list;
    // The device's entries are checked before a merge; one the server still refuses as a whole can never be
    // merged, and gives way to the account's list rather than blocking every load.
    take(merged, 3).catch((error: unknown) => {
      if (live && error instanceof ApiError && error.status === 400) return take(list, 3).catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [hydrated, signedIn, mirror, list, merge]);
}
