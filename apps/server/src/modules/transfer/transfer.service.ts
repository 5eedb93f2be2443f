import type { EntityRecord } from '@wiy/shared/admin-entities.schema';
import { EXPORT_ORDER, contentTransferSchema, type ContentTransferRecord, type ExportFile, type ExportSection } from '@wiy/shared/admin-transfer.schema';
import type { SourceRule } from '@wiy/shared/admin.schema';
import type { ItemReachDay } from '@wiy/shared/reach.schema';
import type { z } from 'zod';
import { sourceTransferSchema, type SourceTransferRecord } from '@wiy/shared/sources.schema';
import type { Insertable } from 'kysely';
import type { Row } from '../../db/record-columns.ts';
import type { FeedItemTable } from '../../db/schema.ts';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { settingsColumns, settingsOf } from '../sources/source-settings.ts';
import type { SourcesRepository } from '../sources/sources.repository.ts';
import type { SourcesUnit } from '../sources/sources-unit.ts';
import { contentStatus } from '../curation/content/content.repository.ts';
import { canonicalPost } from '../curation/content/curation.service.ts';
import { intake } from '../curation/content/intake.ts';
import type { Actor } from '../curation/curation-unit.ts';
import { filedUnder, filingProblem, type FilingLookup } from '../curation/records/filing.ts';
import { recordDefinitions } from '../curation/records/record-definitions.ts';
import { constraintKind } from '../curation/records/record.repository.ts';
import { describeIssue, findMissingReference, referencedId, subCategoryMismatch } from '../curation/records/record-validation.ts';

export type ImportSummary = Partial<Record<ExportSection | 'source', number>>;

/** A checked file: its records by section, and its sources. */
interface CheckedFile {
  sections: Map<ExportSection, EntityRecord[]>;
  sources: SourceTransferRecord[];
}

/** The record sections before the content items: the sources go between them and the items that name them. */
const BEFORE_CONTENT = EXPORT_ORDER.filter((section) => section !== 'content');

/** Where a record of the file is, as an error names it: `section[index]`, and its uni_id when it has one. */
function whereIs(section: string, index: number, raw: unknown): string {
  const id = (raw as { uni_id?: unknown } | null)?.uni_id;
  return `${section}[${index}]${typeof id === 'string' ? ` (uni_id "${id}")` : ''}`;
}

/**
 * The file's `section`, each record parsed by `schema`, then `check`ed, no uni_id twice; undefined when the file has
 * no such section; a 400 naming the first bad record otherwise.
 */
function parseList<T extends { uni_id: string }>(
  body: Record<string, unknown>,
  section: string,
  schema: z.ZodType<T>,
  check?: (record: T, where: string) => void,
): T[] | undefined {
  const list = body[section];
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) throw new ClientError(400, `${section}: must be a list`);
  const seen = new Set<string>();
  return list.map((raw, index) => {
    const where = whereIs(section, index, raw);
    const result = schema.safeParse(raw);
    if (!result.success) throw new ClientError(400, `${where} ${describeIssue(result.error)}`);
    const record = result.data;
    if (seen.has(record.uni_id)) throw new ClientError(400, `${where} uni_id: appears twice in the file`);
    seen.add(record.uni_id);
    check?.(record, where);
    return record;
  });
}

/** An item as the export carries it: its record, then how it came in and its rejection (decision 108). */
function transferRecordOf(row: Row): ContentTransferRecord {
  return {
    ...(recordDefinitions.content.fromRow(row) as ContentTransferRecord),
    source: row.source_id ? { id: String(row.source_id) } : null,
    decision: row.decision ? { rule: row.decision as SourceRule, word: (row.decision_word as string | null) ?? null } : null,
    // An older row may hold an approval beside a rejection; the status ranking says which one the item is.
    rejected:
      contentStatus(row as Parameters<typeof contentStatus>[0]) === 'rejected'
        ? { date: String(row.rejected_date), reason: (row.rejected_reason as string | null) ?? null }
        : null,
  };
}

/**
 * The columns an item's provenance and rejection set; a field the file leaves out sets nothing, but an item the file
 * approves, schedules or unpublishes is not rejected, whatever it was here, as the console's approve clears one.
 */
function provenanceColumns(item: ContentTransferRecord): Row {
  const columns: Row = {};
  if (item.source !== undefined) columns.source_id = item.source?.id ?? null;
  if (item.decision !== undefined) Object.assign(columns, { decision: item.decision?.rule ?? null, decision_word: item.decision?.word ?? null });
  const rejected = item.rejected !== undefined ? item.rejected : item.u_approved_date || item.publish_at || item.u_unpublished_date ? null : undefined;
  if (rejected !== undefined) Object.assign(columns, { rejected_date: rejected?.date ?? null, rejected_reason: rejected?.reason ?? null });
  return columns;
}

/**
 * Everything curated, out and back in as one JSON file in the API's wire records. An import is checked
 * whole before anything is written, then written in one transaction, so a bad file changes nothing; records
 * are matched by uni_id, so importing the same file twice changes nothing the second time. The export carries
 * the sources, and each item's source, rule and rejection (decision 108), and the items' reach figures too
 * (decision 098), which an import leaves alone. A scheduled item keeps its time (decision 100): published by the
 * job at that time, or at once if the time passed while it was in the file.
 */
export class TransferService {
  constructor(
    private readonly unit: SourcesUnit,
    private readonly clock: Clock,
    /** Every item's reach figures (`ReachService.figures`). */
    private readonly reachFigures: () => Promise<ItemReachDay[]>,
  ) {}

  async exportAll(): Promise<ExportFile> {
    const { records, sources } = this.unit.repos;
    const file: ExportFile = { version: 1, exported: this.clock.now().toISOString() };
    for (const section of BEFORE_CONTENT) {
      const definition = recordDefinitions[section];
      file[section] = (await records.all(definition)).map(definition.fromRow);
    }
    file.source = (await sources.list()).map(settingsOf);
    file.content = (await records.all(recordDefinitions.content)).map(transferRecordOf);
    file.reach = await this.reachFigures();
    return file;
  }

  /**
   * Writes the file's curated records and sources. Its `reach` section is not read: the figures are what this
   * server counted of its own readers, and an import writes curation; taking counts from a file would let an
   * older export overwrite, or a second import double, what was counted since. A whole installation moves with
   * `npm run backup` and `restore`, its figures with it.
   */
  async importAll(file: unknown, actor: Actor | null): Promise<ImportSummary> {
    const checked = await this.validate(file);
    const now = this.clock.now();
    const summary: ImportSummary = {};
    const count = (section: ExportSection | 'source', written: number) => {
      if (written) summary[section] = written;
    };
    try {
      await this.unit.transaction(async (repositories) => {
        const { records, audit, sources } = repositories;
        for (const section of BEFORE_CONTENT) {
          const definition = recordDefinitions[section];
          const items = checked.sections.get(section) ?? [];
          for (const item of items) await records.upsert(definition, definition.toRow(item), now.toISOString());
          count(section, items.length);
        }
        await this.writeSources(sources, checked.sources, now.toISOString());
        count('source', checked.sources.length);
        const items = (checked.sections.get('content') ?? []) as ContentTransferRecord[];
        const { content } = recordDefinitions;
        const rows = items.map((item) => ({ row: { ...content.toRow(item), ...provenanceColumns(item) } as unknown as Insertable<FeedItemTable> }));
        await intake(repositories, rows, now, { replace: true });
        count('content', items.length);
        await audit.record({ actorId: actor?.id ?? null, action: 'import', entity: 'all', entityId: '-', details: summary }, now);
      });
    } catch (error) {
      if (constraintKind(error))
        throw new ClientError(409, `The file clashes with records already here (a name or link used by another uni_id): ${(error as Error).message}`);
      throw error;
    }
    return summary;
  }

  /**
   * A new source is due at once; one already here takes the file's settings and keeps how its polling goes, but
   * polls a new feed from scratch, as when a curator changes its address; one whose settings the file repeats is
   * left alone.
   */
  private async writeSources(sources: SourcesRepository, list: SourceTransferRecord[], now: string): Promise<void> {
    const here = await sources.findMany(list.map((source) => source.uni_id));
    for (const source of list) {
      const { uni_id, feed_url } = source;
      const existing = here.get(uni_id);
      if (!existing) {
        await sources.insert({ ...settingsColumns(source), uni_id, feed_url, created: now, updated: now, next_poll_at: now });
        continue;
      }
      const feedChanged = feed_url !== existing.feed_url;
      const columns = settingsColumns(source);
      // A source the file leaves as it is keeps the time it last changed: importing a file again changes nothing.
      if (!feedChanged && JSON.stringify(columns) === JSON.stringify(settingsColumns(settingsOf(existing)))) continue;
      await sources.update(uni_id, { ...columns, feed_url, updated: now, ...(feedChanged && { etag: null, last_modified: null }) });
    }
  }

  /** Every record and source parsed and checked, or a 400 naming the first bad record and field. */
  private async validate(file: unknown): Promise<CheckedFile> {
    if (!file || typeof file !== 'object' || Array.isArray(file)) throw new ClientError(400, 'The file must be a JSON object');
    const body = file as Record<string, unknown>;
    if (body.version !== 1) throw new ClientError(400, 'version: must be 1');
    const sections = new Map<ExportSection, EntityRecord[]>();
    for (const section of EXPORT_ORDER) {
      const list =
        section === 'content'
          ? parseList(body, section, contentTransferSchema, (item, where) => this.checkContent(item, where))
          : parseList(body, section, recordDefinitions[section].schema as z.ZodType<EntityRecord>);
      if (list) sections.set(section, list);
    }
    const feeds = new Map<string, string>();
    const sources =
      parseList(body, 'source', sourceTransferSchema, (source, where) => {
        const twin = feeds.get(source.feed_url);
        if (twin) throw new ClientError(400, `${where} feed_url: same feed as uni_id "${twin}" in the file`);
        feeds.set(source.feed_url, source.uni_id);
      }) ?? [];
    const checked = { sections, sources };
    await this.checkLinks(checked);
    return checked;
  }

  /** An item's link, vendor and times as they are kept, or a 400; a rejected item has no other status. */
  private checkContent(content: ContentTransferRecord, where: string): void {
    let post: ReturnType<typeof canonicalPost>;
    try {
      // A source's link card (vendor Unknown) comes back as one; any other link must be of a platform.
      post = canonicalPost(content.u_url, 'u_url', content.u_social_vendor.name === 'Unknown');
    } catch (error) {
      throw new ClientError(400, `${where} ${(error as Error).message}`);
    }
    if (content.publish_at && content.u_approved_date) throw new ClientError(400, `${where} publish_at: an approved item has no time to publish at`);
    if (content.rejected && (content.u_approved_date || content.publish_at || content.u_unpublished_date))
      throw new ClientError(400, `${where} rejected: a rejected item is not approved, scheduled or unpublished too`);
    // Kept in UTC, the spelling the publishing job compares with the clock's (decision 100).
    const utc = (date: string) => new Date(date).toISOString();
    Object.assign(content, {
      u_url: post.url,
      u_social_vendor: { name: post.vendor },
      publish_at: content.publish_at && utc(content.publish_at),
      ...(content.rejected && { rejected: { ...content.rejected, date: utc(content.rejected.date) } }),
    });
  }

  /**
   * References resolve (in the file or already here), no content link belongs to two items, no feed to two sources.
   * What the file names but does not hold is looked up here in one query per kind (per few hundred ids), not one per
   * record, so that a large file is checked in a few queries.
   */
  private async checkLinks({ sections, sources: sourceList }: CheckedFile): Promise<void> {
    const { records, content, sources } = this.unit.repos;
    // The ids each section of the file holds; once the rest is looked up, those already here too.
    const known = new Map([...sections].map(([section, list]) => [section, new Set(list.map((record) => record.uni_id))]));
    const named = new Map<ExportSection, Set<string>>();
    const name = (entity: ExportSection, id: string | null | undefined) => {
      if (id && !known.get(entity)?.has(id)) named.set(entity, (named.get(entity) ?? new Set()).add(id));
    };
    for (const [section, list] of sections) {
      for (const rule of recordDefinitions[section].references) for (const record of list) name(rule.entity, referencedId(rule, record));
    }
    for (const source of sourceList) for (const [entity, id] of filedUnder(source)) name(entity, id);
    const here = new Map<ExportSection, Map<string, Row>>();
    for (const [entity, ids] of named) here.set(entity, await records.findMany(recordDefinitions[entity], [...ids]));
    for (const [entity, rows] of here) known.set(entity, new Set([...(known.get(entity) ?? []), ...rows.keys()]));
    const present = (entity: ExportSection): Set<string> => known.get(entity) ?? new Set();
    const subCategoriesInFile = new Map((sections.get('sub_category') ?? []).map((sub) => [sub.uni_id, (sub.u_category as { id: string }).id]));
    const filing: FilingLookup = {
      exists: async (entity, id) => present(entity).has(id),
      subCategoryOwner: async (id) => subCategoriesInFile.get(id) ?? (here.get('sub_category')?.get(id)?.category_id as string | undefined),
    };
    for (const [section, list] of sections) {
      const definition = recordDefinitions[section];
      for (const [index, record] of list.entries()) {
        const missing =
          (await findMissingReference(records, definition, record, present)) ??
          (section === 'content' ? await subCategoryMismatch(record, filing.subCategoryOwner) : undefined);
        if (missing) throw new ClientError(400, `${whereIs(section, index, record)} ${missing}`);
      }
    }
    const feedOwners = await sources.idsByFeedUrl(sourceList.map((source) => source.feed_url));
    for (const [index, source] of sourceList.entries()) {
      const where = whereIs('source', index, source);
      const problem = await filingProblem(source, filing);
      if (problem) throw new ClientError(400, `${where} ${problem}`);
      const owner = feedOwners.get(source.feed_url);
      if (owner && owner !== source.uni_id) throw new ClientError(400, `${where} feed_url: already polled by source "${owner}"`);
    }
    const items = (sections.get('content') ?? []) as ContentTransferRecord[];
    const sourceIds = new Set(sourceList.map((source) => source.uni_id));
    const otherSources = new Set(items.flatMap((item) => (item.source && !sourceIds.has(item.source.id) ? [item.source.id] : [])));
    const sourcesHere = await sources.findMany([...otherSources]);
    const itemsHere = await content.idsByUrl(items.map((item) => String(item.u_url)));
    const links = new Map<string, string>();
    for (const [index, record] of items.entries()) {
      const where = whereIs('content', index, record);
      const sourceId = record.source?.id;
      if (sourceId && !sourceIds.has(sourceId) && !sourcesHere.has(sourceId)) throw new ClientError(400, `${where} source.id: no source "${sourceId}"`);
      const url = String(record.u_url);
      const twin = links.get(url);
      if (twin) throw new ClientError(400, `${where} u_url: same post as uni_id "${twin}" in the file`);
      links.set(url, record.uni_id);
      const owner = itemsHere.get(url);
      if (owner && owner !== record.uni_id) throw new ClientError(400, `${where} u_url: already in the catalogue as item "${owner}"`);
    }
  }
}
