import { SAVED_FULL, SAVED_ITEMS_MAX, SAVED_PAGE_SIZE, type SavedEntry } from '@wiy/shared/saved-rules';
import type { SavedCards, SavedList } from '@wiy/shared/saved.schema';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { presentFeedItem } from '../feed/feed.presenter.ts';
import type { FeedRepository } from '../feed/feed.repository.ts';
import type { SavedRepository } from './saved.repository.ts';

/**
 * Saved items (decision 092): an account's saves, a device's saves merged into it on sign-in, and the
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

  /** Saves one public item now, answering its save; saving it again changes nothing. */
  async save(userId: string, uniId: string): Promise<SavedEntry> {
    const { notPublic, full } = await this.saved.addWithin(userId, [{ uni_id: uniId, saved: this.clock.now().toISOString() }], SAVED_ITEMS_MAX);
    if (notPublic.length > 0) throw new ClientError(404, 'No content found.');
    if (full) throw new ClientError(409, SAVED_FULL);
    const entry = await this.saved.find(userId, uniId);
    if (!entry) throw new ClientError(404, 'No content found.');
    return entry;
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
