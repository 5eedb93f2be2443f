import { useEffect } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSession } from '../../lib/session.ts';
import { getAccountSaves, mergeIntoAccount } from './api/saved-calls.ts';
import { getSaves, writeSaves } from '../../lib/saves.ts';

/**
 * Keeps the device's saves and the account's together (decision 092), once per page load and per sign-in: a
 * device's own saves are merged into the account when its reader signs in, and from then on the device
 * mirrors the account's, which may have grown on another device. Signing out forgets the mirror. A call that
 * fails (offline, an expired session) changes nothing: the next load tries again.
 */
export function useSavedSync(): void {
  const hydrated = useHydrated();
  const { token } = useSession();
  useEffect(() => {
    if (!hydrated) return;
    const saves = getSaves();
    if (!token) {
      if (saves.account) writeSaves({ account: false, entries: [] });
      return;
    }
    let current = true;
    const sync = !saves.account && saves.entries.length > 0 ? mergeIntoAccount(saves.entries) : getAccountSaves();
    sync
      .then((answer) => {
        if (current) writeSaves({ account: true, entries: answer.saved, synced: new Date().toISOString() });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [hydrated, token]);
}
