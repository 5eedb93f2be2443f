import { SAVED_ITEMS_MAX, SAVED_PAGE_SIZE, type SavedCards, type SavedEntry, type SavedList } from '@wiy/shared/saved.schema';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { presentFeedItem } from '../feed/feed.presenter.ts';
import type { FeedRepository } from '../feed/feed.repository.ts';
import type { SavedRepository } from './saved.repository.ts';

export const SAVED_FULL = `You can keep ${SAVED_ITEMS_MAX.toLocaleString('en')} saved items at most: remove some to save more`;

/**
 * Saved items (issue 11, decision 092): an account's saves, a device's saves merged into it on sign-in, and the
 * cards of saved items by id, which the Saved screen reads for an account and a device alike.
 */
export class SavedService {
  constructor(
    private readonly saved: SavedRepository,
    private readonly feed: FeedRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<SavedList> {
    return { saved: await this.saved.listPublic(userId) };
  }

  /** Saves one public item now; saving it again changes nothing. */
  async save(userId: string, uniId: string): Promise<SavedList> {
    const { full } = await this.saved.addWithin(userId, [{ uni_id: uniId, saved: this.clock.now().toISOString() }], SAVED_ITEMS_MAX);
    if (full) throw new ClientError(409, SAVED_FULL);
    const list = await this.list(userId);
    if (!list.saved.some((entry) => entry.uni_id === uniId)) throw new ClientError(404, 'No content found.');
    return list;
  }

  async remove(userId: string, uniId: string): Promise<{ removed: boolean }> {
    return { removed: await this.saved.remove(userId, uniId) };
  }

  /**
   * A device's saves join the account's: those already saved, no longer public or past the limit (the oldest
   * go first) are left out. A time ahead of the server's clock is taken as now, so that a device's clock never
   * puts an item above everything saved later.
   */
  async merge(userId: string, entries: SavedEntry[]): Promise<SavedList> {
    const now = this.clock.now().toISOString();
    const unique = new Map(
      entries.map((entry) => [entry.uni_id, { uni_id: entry.uni_id, saved: entry.saved > now ? now : new Date(entry.saved).toISOString() }]),
    );
    await this.saved.addWithin(userId, [...unique.values()], SAVED_ITEMS_MAX);
    return this.list(userId);
  }

  /** The public items among `ids`, in their order. */
  async cards(ids: string[]): Promise<SavedCards> {
    const unique = [...new Set(ids)];
    if (unique.length > SAVED_PAGE_SIZE) throw new ClientError(400, `ids: at most ${SAVED_PAGE_SIZE} items a call`);
    const rows = new Map((await this.feed.findPublicByIds(unique)).map((row) => [row.uni_id, row]));
    return { items: unique.flatMap((id) => (rows.has(id) ? [presentFeedItem(rows.get(id)!)] : [])) };
  }
}
