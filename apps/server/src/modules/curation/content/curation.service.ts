import {
  CONTENT_PAGE_SIZE,
  contentInputSchema,
  contentRecordSchema,
  PUBLISH_AT_MAX_AHEAD_MS,
  rejectInputSchema,
  type ContentListItem,
  type ContentLookup,
  type ContentRecord,
  type LinkCheck,
  type Paged,
} from '@wiy/shared/admin.schema';
import { detectVendor, normaliseUrl, type DetectedVendor, type SocialVendor } from '@wiy/shared/vendor';
import type { Insertable } from 'kysely';
import type { FeedItemTable } from '../../../db/schema.ts';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { Actor, CurationRepositories, CurationUnit } from '../curation-unit.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MetadataFetcher } from '../metadata/metadata.service.ts';
import { databaseFiling } from '../records/filing.ts';
import { recordDefinitions } from '../records/record-definitions.ts';
import { findMissingReference, parseOrThrow, subCategoryMismatch } from '../records/record-validation.ts';
import { changedFields } from '../records/record.service.ts';
import { contentStatus, type ContentFilter, type ListedContentRow } from './content.repository.ts';
import { intake } from './intake.ts';

const definition = recordDefinitions.content;
const EXTRA_URLS = ['u_url_2', 'u_url_3', 'u_url_4', 'u_url_5'] as const;

/** A pasted link that is already an item: answered 409 with the item's id, so the console can link to it. */
class DuplicateContentError extends ClientError {
  constructor(existingId: string) {
    super(409, `This post is already in the catalogue as item ${existingId}`, { uni_id: existingId });
  }
}

/**
 * When an approval asked for `publishAt` should take effect: undefined for now (no time, or one not after
 * `now`), else the time in UTC ISO, the spelling `publish_at` is compared in. More than a year ahead is refused.
 */
function scheduledTime(publishAt: string | undefined, now: Date): string | undefined {
  if (publishAt === undefined) return undefined;
  const at = new Date(publishAt);
  if (Number.isNaN(at.getTime())) throw new ClientError(400, 'publish_at: must be a date and time with its offset');
  if (at.getTime() - now.getTime() > PUBLISH_AT_MAX_AHEAD_MS) throw new ClientError(400, 'publish_at: must be within a year from now');
  return at > now ? at.toISOString() : undefined;
}

/**
 * A link in its one spelling and its platform; a link of no known platform is refused (spec decision 5), unless
 * `acceptUnknown`: an item a source brought in as a link card stays one when edited (decision 099).
 */
export function canonicalPost(url: string, field?: string): { url: string; vendor: SocialVendor };
export function canonicalPost(url: string, field: string, acceptUnknown: boolean): { url: string; vendor: DetectedVendor };
export function canonicalPost(url: string, field = 'u_url', acceptUnknown = false): { url: string; vendor: DetectedVendor } {
  const normalised = normaliseUrl(url);
  if (!normalised) throw new ClientError(400, `${field}: must be an http(s) link`);
  const vendor = detectVendor(normalised);
  if (vendor === 'Unknown' && !acceptUnknown)
    throw new ClientError(400, `${field}: not a link to Twitter, Youtube, Facebook, Instagram, Threads, Reddit or Linkedin`);
  return { url: normalised, vendor };
}

/**
 * The content items' curation rules: a post enters pending from a pasted link, is edited, approved
 * (public, top of Trending), unpublished or deleted; every change is audited and the Trending order renumbered.
 */
export class CurationService {
  constructor(
    private readonly unit: CurationUnit,
    private readonly clock: Clock,
    private readonly metadata: MetadataFetcher,
    private readonly media: MediaService,
    /** Told, once the change is committed, of the items a change made public (the followers' notices); never rejects. */
    private readonly onPublished: (ids: string[]) => Promise<void>,
  ) {}

  async list(filter: ContentFilter, page: number): Promise<Paged<ContentListItem>> {
    const { rows, total } = await this.unit.repos.content.list(filter, page, CONTENT_PAGE_SIZE);
    return { record: await this.present(rows), total };
  }

  async get(id: string): Promise<ContentListItem> {
    const [item] = await this.getMany([id]);
    if (!item) throw new ClientError(404, `No content item "${id}"`);
    return item;
  }

  /** The items of `ids` that exist, in the order of `ids`. */
  async getMany(ids: string[]): Promise<ContentListItem[]> {
    const rows = new Map((await this.unit.repos.content.rows(ids)).map((row) => [row.uni_id, row]));
    return this.present(ids.flatMap((id) => rows.get(id) ?? []));
  }

  /**
   * What the console pre-fills from a pasted link: its normalised spelling and the platform's title,
   * description and image (the image downloaded into the media store). A link already present is refused.
   */
  async lookup(url: string): Promise<ContentLookup> {
    const post = canonicalPost(url);
    const existing = await this.unit.repos.content.findIdByUrl(post.url);
    if (existing) throw new DuplicateContentError(existing);
    const found = await this.metadata.describe(post.url, post.vendor);
    let image: string | null = null;
    if (found?.imageUrl) {
      const download = await this.metadata.download(found.imageUrl);
      if (download)
        image = await this.media.store(download.body).then(
          (stored) => stored.u_image,
          () => null,
        );
    }
    return {
      u_url: post.url,
      vendor: post.vendor,
      u_title: found?.title ?? '',
      u_description: found?.description ?? '',
      u_image: image,
      fetched: Boolean(found),
    };
  }

  /** A new pending item. */
  async create(body: unknown, actor: Actor): Promise<ContentListItem> {
    const now = this.clock.now();
    const input = this.normalise(parseOrThrow(contentInputSchema, body, 'content'));
    const record = parseOrThrow(
      contentRecordSchema,
      { ...input.fields, uni_id: newId(now), created: now.toISOString(), updated: now.toISOString(), u_social_vendor: { name: input.vendor } },
      'content',
    );
    await this.write(record, async (repositories) => {
      const row = definition.toRow(record) as unknown as Insertable<FeedItemTable>;
      const [entered] = await intake(repositories, [{ row, audit: { actorId: actor.id, action: 'create' } }], now);
      // Left out: its link is already an item's.
      if (!entered) throw new DuplicateContentError((await repositories.content.findIdByUrl(record.u_url))!);
    });
    return this.get(record.uni_id);
  }

  /** Every editable field at once; the status is kept, `updated` becomes now. */
  async update(id: string, body: unknown, actor: Actor): Promise<ContentListItem> {
    const now = this.clock.now();
    const before = await this.get(id);
    const input = this.normalise(parseOrThrow(contentInputSchema, body, 'content'), before.u_social_vendor.name === 'Unknown');
    const { status: _status, source: _source, decision: _decision, rejected_reason: _reason, link: _link, ...current } = before;
    const record = parseOrThrow(
      contentRecordSchema,
      { ...current, ...input.fields, updated: now.toISOString(), u_social_vendor: { name: input.vendor } },
      'content',
    );
    await this.write(record, async ({ records, audit, content: items }) => {
      const duplicate = await items.findIdByUrl(record.u_url);
      if (duplicate && duplicate !== id) throw new DuplicateContentError(duplicate);
      // The status is the status routes' and the jobs' to change: an edit read before a reject or a publish that
      // came meanwhile must not write the old status back.
      const { u_approved_date: _approved, unpublished_date: _unpublished, publish_at: _publishAt, ...fields } = definition.toRow(record);
      await records.update(definition, id, fields, now.toISOString());
      // A new link is a new post: what the last check found no longer says anything about it.
      if (record.u_url !== before.u_url) await items.forgetLinkCheck(id);
      await items.renumberTrending();
      await audit.record({ actorId: actor.id, action: 'update', entity: 'content', entityId: id, details: changedFields(current, record) }, now);
    });
    return this.get(id);
  }

  /**
   * Approves, unpublishes or rejects every item of `ids` (one or many); all must exist, else nothing changes. A
   * reject needs a reason (1–300 characters); approving or unpublishing a rejected item undoes its rejection. An
   * approval with a `publishAt` after now schedules the items instead (`publishDue` publishes them then);
   * unpublishing or rejecting a scheduled item cancels its schedule. A job's change has no actor, and its audit
   * entry says in `details` what decided.
   */
  async setStatus(
    ids: string[],
    action: 'approve' | 'unpublish' | 'reject',
    actor: Actor | null,
    { reason, details, publishAt }: { reason?: string | undefined; details?: Record<string, unknown>; publishAt?: string | undefined } = {},
  ): Promise<void> {
    const now = this.clock.now();
    const unique = [...new Set(ids)];
    if (action !== 'approve' && publishAt !== undefined) throw new ClientError(400, 'publish_at: only an approval takes a time');
    const later = scheduledTime(publishAt, now);
    const rejection = action === 'reject' ? parseOrThrow(rejectInputSchema, { reason }, 'reject').reason : undefined;
    const published = await this.unit.transaction(async ({ audit, content: items }) => {
      const found = new Set(await items.existing(unique));
      const missing = unique.find((id) => !found.has(id));
      if (missing) throw new ClientError(404, `No content item "${missing}"`);
      const unpublic = action === 'approve' ? await items.notApproved(unique) : [];
      if (later) {
        const approved = unique.find((id) => !unpublic.includes(id));
        if (approved) throw new ClientError(409, `Content item "${approved}" is already public: unpublish it before scheduling it`);
        await items.schedule(unique, later);
        for (const id of unique)
          await audit.record(
            { actorId: actor?.id ?? null, action: 'schedule', entity: 'content', entityId: id, details: { ...details, publish_at: later } },
            now,
          );
        return [];
      }
      if (action === 'approve') await items.approve(unique, now.toISOString());
      else if (rejection === undefined) await items.unpublish(unique, now.toISOString());
      else await items.reject(unique, rejection, now.toISOString());
      await items.renumberTrending();
      const said = rejection === undefined ? details : { ...details, reason: rejection };
      for (const id of unique) await audit.record({ actorId: actor?.id ?? null, action, entity: 'content', entityId: id, details: said }, now);
      return unpublic;
    });
    await this.onPublished(published);
  }

  /** Undoes a rejection: the item is pending again. 409 when it is not rejected. */
  async restore(id: string, actor: Actor): Promise<ContentListItem> {
    const now = this.clock.now();
    await this.unit.transaction(async ({ audit, content: items }) => {
      if (!(await items.restore(id))) {
        if (!(await items.existing([id])).length) throw new ClientError(404, `No content item "${id}"`);
        throw new ClientError(409, `Content item "${id}" is not rejected`);
      }
      await audit.record({ actorId: actor.id, action: 'restore', entity: 'content', entityId: id }, now);
    });
    return this.get(id);
  }

  /** A scheduled item back to pending, its time forgotten. */
  async unschedule(id: string, actor: Actor): Promise<void> {
    const now = this.clock.now();
    await this.unit.transaction(async ({ audit, content: items }) => {
      if (!(await items.existing([id])).length) throw new ClientError(404, `No content item "${id}"`);
      if (!(await items.unschedule(id))) throw new ClientError(409, `Content item "${id}" is not scheduled`);
      await audit.record({ actorId: actor.id, action: 'unschedule', entity: 'content', entityId: id }, now);
    });
  }

  /**
   * Publishes the scheduled items due now (the publishing job runs this in every process each
   * `publishCheckMs`); answers their ids. The claim is the one UPDATE of `ContentRepository.publishDue`, so an
   * item is published, audited and told to its followers by one process only.
   */
  async publishDue(): Promise<string[]> {
    const now = this.clock.now();
    if (!(await this.unit.repos.content.anyDue(now.toISOString()))) return [];
    const published = await this.unit.transaction(async ({ audit, content: items }) => {
      const due = await items.publishDue(now.toISOString());
      if (!due.length) return [];
      await items.renumberTrending();
      for (const item of due)
        await audit.record(
          { actorId: null, action: 'publish', entity: 'content', entityId: item.uni_id, details: { scheduled: true, publish_at: item.publish_at } },
          now,
        );
      return due.map((item) => item.uni_id);
    });
    if (published.length) await this.onPublished(published);
    return published;
  }

  async remove(id: string, actor: Actor): Promise<void> {
    const now = this.clock.now();
    await this.unit.transaction(async ({ records, audit, content: items }) => {
      if (!(await records.delete(definition, id))) throw new ClientError(404, `No content item "${id}"`);
      await items.renumberTrending();
      await audit.record({ actorId: actor.id, action: 'delete', entity: 'content', entityId: id }, now);
    });
  }

  /** Every link in its one spelling; the main link decides the platform, extra links may be any http(s) link. */
  private normalise(input: ReturnType<typeof contentInputSchema.parse>, acceptUnknown = false) {
    const main = canonicalPost(input.u_url, 'u_url', acceptUnknown);
    const fields = { ...input, u_url: main.url };
    for (const key of EXTRA_URLS) {
      const value = input[key];
      if (value) fields[key] = normaliseUrl(value) ?? value;
    }
    return { fields, vendor: main.vendor };
  }

  /** Rows in their console shape, each with its link as last checked. */
  private async present(rows: ListedContentRow[]): Promise<ContentListItem[]> {
    const links = await this.unit.repos.content.linkChecks(rows.map((row) => row.uni_id));
    return rows.map((row) => present(row, links.get(row.uni_id) ?? null));
  }

  private async write(record: ContentRecord, work: (repositories: CurationRepositories) => Promise<void>): Promise<void> {
    await this.unit.transaction(async (repositories) => {
      const missing =
        (await findMissingReference(repositories.records, definition, record)) ??
        (await subCategoryMismatch(record, databaseFiling(repositories.records).subCategoryOwner));
      if (missing) throw new ClientError(400, `content ${missing}`);
      await work(repositories);
    });
  }
}

/** The console's view of an item's row: its record, status, source, the rule that decided it and its link's health. */
function present(row: ListedContentRow, link: LinkCheck | null): ContentListItem {
  return {
    ...(definition.fromRow(row) as ContentRecord),
    status: contentStatus(row),
    source: row.source_id && row.source_name !== null ? { id: row.source_id, name: row.source_name } : null,
    decision: row.decision && { rule: row.decision, word: row.decision_word },
    rejected_reason: row.rejected_reason,
    link,
  };
}
