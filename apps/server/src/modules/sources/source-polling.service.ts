import { contentRecordSchema, type ContentRecord } from '@wiy/shared/admin.schema';
import type { Source } from '@wiy/shared/sources.schema';
import { detectVendor, normaliseUrl } from '@wiy/shared/vendor';
import type { Insertable } from 'kysely';
import type { FeedItemTable } from '../../db/schema.ts';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { intake, type IntakeItem } from '../curation/content/intake.ts';
import type { MediaService } from '../curation/media/media.service.ts';
import { recordDefinitions } from '../curation/records/record-definitions.ts';
import { decide, plainText } from './entry-rules.ts';
import type { FeedEntry } from './feed-entries.ts';
import { FeedUnavailable, type FeedReader } from './feed-reader.ts';
import type { SourceRow } from './sources.repository.ts';
import { presentSource } from './sources.presenter.ts';
import type { SourcesUnit } from './sources-unit.ts';

/** New entries taken in by one poll at most; the rest come at the next (decision 099). */
const ENTRIES_PER_POLL = 50;
/** A failing source waits its interval doubled per failure in a row, never more than this. */
const MAX_BACKOFF_MS = 24 * 3600_000;
/** How long a claimed poll holds its source: longer than a feed and its entries' images take at their time limits. */
const POLL_LEASE_MS = 15 * 60_000;
const TITLE_MAX = 300;
const DESCRIPTION_MAX = 20_000;

export interface SourcePollingDeps {
  unit: SourcesUnit;
  reader: FeedReader;
  media: MediaService;
  clock: Clock;
  /** Told, once committed, of the items a poll approved (the followers' notices); never rejects. */
  onPublished: (ids: string[]) => Promise<void>;
}

/** The text cut to `max` characters, at a word when one ends near. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}

/**
 * Sanitised HTML within `max` characters, in time linear in `max` whatever the entry's size: at most four times
 * `max` of the entry is read (what the sanitiser drops, scripts and styles, seldom takes more before the text), and
 * sanitised HTML cut shorter is sanitised again, which closes the tags the cut left open.
 */
function boundedHtml(html: string, max: number): string {
  let safe = sanitizeHtml(html.slice(0, max * 4));
  for (let cut = max; safe.length > max; cut -= 100) safe = sanitizeHtml(safe.slice(0, cut));
  return safe;
}

/**
 * The sources' polling (decision 099): a poll reads a source's feed, decides each new entry by the source's rules and
 * hands the entries to the curation's intake, and records how the polling goes. Every poll holds its source by a
 * claim, so that of several processes one alone polls it.
 */
export class SourcePollingService {
  constructor(private readonly deps: SourcePollingDeps) {}

  /** Polls a source now, whatever its due time. 409 while another poll holds it. */
  async pollNow(id: string): Promise<void> {
    const row = await this.deps.unit.repos.sources.find(id);
    if (!row) throw new ClientError(404, `No source "${id}"`);
    const claimed = await this.claim(row.uni_id, false);
    if (!claimed) throw new ClientError(409, `Source "${id}" is being polled; try again in a moment`);
    await this.poll(claimed);
  }

  /**
   * Polls the enabled sources that are due, each claimed first, one after another; answers how many it polled. A
   * source that fails for another reason than its feed (the database, say) does not stop the others: the first such
   * error is thrown once they are done.
   */
  async pollDue(limit = 100): Promise<number> {
    let polled = 0;
    let failure: unknown;
    for (const row of await this.deps.unit.repos.sources.due(this.deps.clock.now().toISOString(), limit)) {
      const claimed = await this.claim(row.uni_id, true);
      if (!claimed) continue;
      try {
        await this.poll(claimed);
        polled++;
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
    return polled;
  }

  private claim(id: string, onlyIfDue: boolean): Promise<SourceRow | undefined> {
    const now = this.deps.clock.now();
    return this.deps.unit.repos.sources.claim(id, now.toISOString(), new Date(now.getTime() + POLL_LEASE_MS).toISOString(), onlyIfDue);
  }

  /**
   * One poll of a claimed source: its feed fetched with the last answer's validators (304: nothing new), the new
   * entries taken in, and the outcome recorded. A failure waits the interval doubled per failure in a row, up to a day.
   */
  private async poll(row: SourceRow): Promise<void> {
    const { sources } = this.deps.unit.repos;
    const started = this.deps.clock.now();
    const interval = Number(row.interval_minutes) * 60_000;
    try {
      const answer = await this.deps.reader.poll(row.feed_url, { etag: row.etag, lastModified: row.last_modified });
      const finished = this.deps.clock.now();
      const outcome = {
        last_polled_at: finished.toISOString(),
        last_success_at: finished.toISOString(),
        last_error: null,
        failures: 0,
        next_poll_at: new Date(finished.getTime() + interval).toISOString(),
      };
      if (!answer.changed) return await sources.recordPoll(row.uni_id, outcome);
      const complete = await this.takeIn(presentSource(row), answer.feed.entries);
      // Entries left for later must be read again at the next poll, which the validators would answer 304.
      const validators = complete ? { etag: answer.validators.etag, last_modified: answer.validators.lastModified } : { etag: null, last_modified: null };
      await sources.recordPoll(row.uni_id, { ...outcome, ...validators });
    } catch (error) {
      if (!(error instanceof FeedUnavailable)) {
        // Left held, the source would wait out the lease; freed, the next look tries again.
        await sources.release(row.uni_id).catch(() => undefined);
        throw error;
      }
      const failures = Number(row.failures) + 1;
      const wait = Math.min(interval * 2 ** failures, MAX_BACKOFF_MS);
      await sources.recordPoll(row.uni_id, {
        last_polled_at: started.toISOString(),
        last_error: error.message,
        failures,
        next_poll_at: new Date(started.getTime() + wait).toISOString(),
      });
    }
  }

  /**
   * Takes a feed's new entries in: links normalised, those already items (or twice in the feed) dropped, at most
   * `ENTRIES_PER_POLL`, each decided by the source's rules; images downloaded before, the items, their audit entries
   * and the source's counts written in one transaction, the followers told after. Answers whether every new entry
   * was taken in (none left for a later poll by the cap or the per-poll bound).
   */
  private async takeIn(source: Source, entries: FeedEntry[]): Promise<boolean> {
    const { unit, clock } = this.deps;
    const byLink = new Map<string, FeedEntry>();
    for (const entry of entries) {
      const link = normaliseUrl(entry.link);
      if (link && !byLink.has(link)) byLink.set(link, entry);
    }
    const known = await unit.repos.content.idsByUrl([...byLink.keys()]);
    const fresh = [...byLink].filter(([link]) => !known.has(link));
    let complete = fresh.length <= ENTRIES_PER_POLL;
    const now = clock.now();
    const today = now.toISOString().slice(0, 10);
    const stored = await unit.repos.sources.find(source.uni_id);
    let capped = stored?.cap_day === today ? Number(stored.cap_count) : 0;
    const items: IntakeItem[] = [];
    for (const [link, entry] of fresh.slice(0, ENTRIES_PER_POLL)) {
      const description = boundedHtml(entry.html, DESCRIPTION_MAX);
      const descriptionText = await plainText(description);
      const title = clip((await plainText(entry.title)) || descriptionText || link, TITLE_MAX);
      const verdict = decide(`${title} ${descriptionText}`, source, source.daily_cap === null ? Infinity : source.daily_cap - capped);
      if (verdict.outcome === 'capped') {
        complete = false;
        continue;
      }
      if (verdict.rule === 'auto-approve' || verdict.rule === 'hold') capped++;
      const record = contentRecordSchema.safeParse({
        uni_id: newId(now),
        u_title: title,
        u_image: entry.imageUrl ? await this.storeImage(entry.imageUrl) : null,
        u_approved_date: verdict.outcome === 'approved' ? now.toISOString() : null,
        created: now.toISOString(),
        updated: now.toISOString(),
        u_social_vendor: { name: detectVendor(link) },
        u_url: link,
        u_description: description,
        u_category: source.category_id ? { id: source.category_id } : null,
        u_sub_category: source.sub_category_id ? { id: source.sub_category_id } : null,
        u_hot_topic: source.hot_topic_id ? { id: source.hot_topic_id } : null,
      });
      if (!record.success) continue;
      const word = 'word' in verdict ? verdict.word : null;
      // A rule's rejection has no curator's reason: the console words the rule, in the curator's language.
      const row = {
        ...(recordDefinitions.content.toRow(record.data as ContentRecord) as unknown as Insertable<FeedItemTable>),
        source_id: source.uni_id,
        decision: verdict.rule,
        decision_word: word,
        rejected_date: verdict.outcome === 'rejected' ? now.toISOString() : null,
      };
      const action = verdict.outcome === 'approved' ? 'approve' : verdict.outcome === 'rejected' ? 'reject' : 'create';
      items.push({ row, audit: { actorId: null, action, details: { rule: verdict.rule, source: source.uni_id, ...(word ? { word } : {}) } } });
    }
    const approved = await unit.transaction(async (repositories) => {
      const entered = new Set(await intake(repositories, items, now));
      await repositories.sources.countBroughtIn(source.uni_id, entered.size, { day: today, count: capped });
      return items.filter(({ row }) => row.u_approved_date && entered.has(row.uni_id)).map(({ row }) => row.uni_id);
    });
    if (approved.length) await this.deps.onPublished(approved);
    return complete;
  }

  /** The entry's image in the media store, or none when it cannot be downloaded or is no image. */
  private async storeImage(url: string): Promise<string | null> {
    const bytes = await this.deps.reader.download(url);
    if (!bytes) return null;
    return this.deps.media.store(bytes).then(
      (stored) => stored.u_image,
      () => null,
    );
  }
}
