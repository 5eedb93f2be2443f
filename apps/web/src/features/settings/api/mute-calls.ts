import type { Mute, Muted } from '@wiy/shared/mute-rules';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/**
 * The signed-in account's mutes, and the device's handed to it on sign-in, which answers the account's after
 * the merge (decision 093): what `useMirrorSync` keeps the device's mutes with.
 */
export const accountMutes = {
  list: async (): Promise<Muted[]> => (await apiGet('/api/mutes', { auth: true })).mutes,
  merge: async (mutes: Mute[]): Promise<Muted[]> =>
    (await apiPost('/api/mutes/merge', { body: { mutes: mutes.map(({ kind, value, label }) => ({ kind, value, label })) }, auth: true })).mutes,
};
