import type { FeedItem } from '@wiy/shared/feed.schema';
import type { SavedEntry } from '@wiy/shared/saved-rules';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client.ts';

/**
 * The signed-in account's saves, newest first, and the device's handed to it on sign-in, which answers the
 * account's after the merge (decision 092): what `useMirrorSync` keeps the device's saves with.
 */
export const accountSaves = {
  list: async (): Promise<SavedEntry[]> => (await apiGet('/api/saved', { auth: true })).saved,
  merge: async (saved: SavedEntry[]): Promise<SavedEntry[]> => (await apiPost('/api/saved/merge', { body: { saved }, auth: true })).saved,
};

/**
 * The cards of up to 20 saved items, in the order of `ids`; one no longer public is left out. The ids are asked
 * for sorted, so that the same saves make the same address (which the service worker keeps) whatever their order.
 * Offline, when saves changed since that address was kept, each item's detail, kept when it was saved or opened,
 * makes its card.
 */
export async function getSavedCards(ids: string[], signal?: AbortSignal): Promise<FeedItem[]> {
  let cards: FeedItem[];
  try {
    cards = (await apiGet('/api/saved_cards', { params: { query: { ids: [...ids].sort().join(',') } }, signal })).items;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const details = await Promise.all(
      ids.map((uniId) =>
        apiPost('/api/get/feed_content/{uniId}', { params: { path: { uniId } }, body: {}, signal }).then(
          (answer) => answer.record,
          () => [],
        ),
      ),
    );
    cards = details.flat();
    if (cards.length === 0) throw error;
  }
  const byId = new Map(cards.map((card) => [card.uni_id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
