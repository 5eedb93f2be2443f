import type { SavedCards, SavedEntry, SavedList } from '@wiy/shared/saved.schema';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** The signed-in account's saves, newest first (decision 092). */
export function getAccountSaves(): Promise<SavedList> {
  return apiGet('/api/saved', { auth: true });
}

/** The device's saves handed to the account on sign-in; answers the account's saves after the merge. */
export function mergeIntoAccount(saved: SavedEntry[]): Promise<SavedList> {
  return apiPost('/api/saved/merge', { body: { saved }, auth: true });
}

/** The cards of up to 20 saved items, in the order asked; one no longer public is left out. */
export function getSavedCards(ids: string[], signal?: AbortSignal): Promise<SavedCards> {
  return apiGet('/api/saved_cards', { params: { query: { ids: ids.join(',') } }, signal });
}
