import { EXPORT_ORDER, type ContentRecord, type EntityRecord, type ExportFile, type ExportSection } from '@wiy/shared/admin.schema';
import type { ItemReachDay } from '@wiy/shared/reach.schema';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { canonicalPost } from '../content/curation.service.ts';
import type { Actor, CurationUnit } from '../curation-unit.ts';
import { recordDefinitions } from '../records/record-definitions.ts';
import { constraintKind } from '../records/record.repository.ts';
import { describeIssue, findMissingReference, subCategoryMismatch } from '../records/record-validation.ts';

export type ImportSummary = Partial<Record<ExportSection, number>>;

/**
 * Everything curated, out and back in as one JSON file in the API's wire records. An import is checked
 * whole before anything is written, then written in one transaction, so a bad file changes nothing; records
 * are matched by uni_id, so importing the same file twice changes nothing the second time. The export carries
 * the items' reach figures too (decision 098), which an import leaves alone. A scheduled item keeps its time
 * (decision 100): published by the job at that time, or at once if the time passed while it was in the file.
 */
export class TransferService {
  constructor(
    private readonly unit: CurationUnit,
    private readonly clock: Clock,
    /** Every item's reach figures (`ReachService.figures`). */
    private readonly reachFigures: () => Promise<ItemReachDay[]>,
  ) {}

  async exportAll(): Promise<ExportFile> {
    const { records } = this.unit.repos;
    const file: ExportFile = { version: 1, exported: this.clock.now().toISOString() };
    for (const section of EXPORT_ORDER) {
      const definition = recordDefinitions[section];
      file[section] = (await records.all(definition)).map(definition.fromRow);
    }
    file.reach = await this.reachFigures();
    return file;
  }

  /**
   * Writes the file's curated records. Its `reach` section is not read: the figures are what this server counted
   * of its own readers, and an import writes curation; taking counts from a file would let an older export
   * overwrite, or a second import double, what was counted since. A whole installation moves with `npm run
   * backup` and `restore`, its figures with it.
   */
  async importAll(file: unknown, actor: Actor | null): Promise<ImportSummary> {
    const sections = await this.validate(file);
    const now = this.clock.now();
    const summary: ImportSummary = {};
    try {
      await this.unit.transaction(async ({ records, audit, feed }) => {
        for (const section of EXPORT_ORDER) {
          const definition = recordDefinitions[section];
          const items = sections.get(section) ?? [];
          for (const item of items) await records.upsert(definition, definition.toRow(item), now.toISOString());
          if (items.length) summary[section] = items.length;
        }
        await feed.renumberTrending();
        await audit.record({ actorId: actor?.id ?? null, action: 'import', entity: 'all', entityId: '-', details: summary }, now);
      });
    } catch (error) {
      if (constraintKind(error))
        throw new ClientError(409, `The file clashes with records already here (a name or link used by another uni_id): ${(error as Error).message}`);
      throw error;
    }
    return summary;
  }

  /** Every record parsed and checked, or a 400 naming the first bad record and field. */
  private async validate(file: unknown): Promise<Map<ExportSection, EntityRecord[]>> {
    if (!file || typeof file !== 'object' || Array.isArray(file)) throw new ClientError(400, 'The file must be a JSON object');
    const body = file as Record<string, unknown>;
    if (body.version !== 1) throw new ClientError(400, 'version: must be 1');
    const sections = new Map<ExportSection, EntityRecord[]>();
    const ids = new Map<ExportSection, Set<string>>();
    for (const section of EXPORT_ORDER) {
      const list = body[section];
      if (list === undefined) continue;
      if (!Array.isArray(list)) throw new ClientError(400, `${section}: must be a list`);
      const definition = recordDefinitions[section];
      const parsed: EntityRecord[] = [];
      const seen = new Set<string>();
      for (const [index, raw] of list.entries()) {
        const where = `${section}[${index}]${typeof (raw as { uni_id?: unknown })?.uni_id === 'string' ? ` (uni_id "${(raw as { uni_id: string }).uni_id}")` : ''}`;
        const result = definition.schema.safeParse(raw);
        if (!result.success) throw new ClientError(400, `${where} ${describeIssue(result.error)}`);
        const record = result.data;
        if (seen.has(record.uni_id)) throw new ClientError(400, `${where} uni_id: appears twice in the file`);
        seen.add(record.uni_id);
        if (section === 'content') {
          const content = record as unknown as ContentRecord;
          let post: ReturnType<typeof canonicalPost>;
          try {
            // A source's link card (vendor Unknown) comes back as one; any other link must be of a platform.
            post = canonicalPost(content.u_url, 'u_url', content.u_social_vendor.name === 'Unknown');
          } catch (error) {
            throw new ClientError(400, `${where} ${(error as Error).message}`);
          }
          if (content.publish_at && content.u_approved_date) throw new ClientError(400, `${where} publish_at: an approved item has no time to publish at`);
          // Kept in UTC, the spelling the publishing job compares with the clock's (decision 100).
          const publishAt = content.publish_at && new Date(content.publish_at).toISOString();
          Object.assign(content, { u_url: post.url, u_social_vendor: { name: post.vendor }, publish_at: publishAt });
        }
        parsed.push(record);
      }
      sections.set(section, parsed);
      ids.set(section, seen);
    }
    await this.checkLinks(sections, ids);
    return sections;
  }

  /** References resolve (in the file or already here), and no content link belongs to two items. */
  private async checkLinks(sections: Map<ExportSection, EntityRecord[]>, ids: Map<ExportSection, Set<string>>): Promise<void> {
    const { records, content } = this.unit.repos;
    const subCategoriesInFile = new Map((sections.get('sub_category') ?? []).map((sub) => [sub.uni_id, (sub.u_category as { id: string }).id]));
    const subCategoryOwner = async (id: string) =>
      subCategoriesInFile.get(id) ?? ((await records.find(recordDefinitions.sub_category, id))?.category_id as string | undefined);
    for (const [section, list] of sections) {
      const definition = recordDefinitions[section];
      for (const [index, record] of list.entries()) {
        const missing =
          (await findMissingReference(records, definition, record, (entity) => ids.get(entity) ?? new Set())) ??
          (section === 'content' ? await subCategoryMismatch(record, subCategoryOwner) : undefined);
        if (missing) throw new ClientError(400, `${section}[${index}] (uni_id "${record.uni_id}") ${missing}`);
      }
    }
    const links = new Map<string, string>();
    for (const [index, record] of (sections.get('content') ?? []).entries()) {
      const url = String(record.u_url);
      const where = `content[${index}] (uni_id "${record.uni_id}") u_url`;
      const twin = links.get(url);
      if (twin) throw new ClientError(400, `${where}: same post as uni_id "${twin}" in the file`);
      links.set(url, record.uni_id);
      const owner = await content.findIdByUrl(url);
      if (owner && owner !== record.uni_id) throw new ClientError(400, `${where}: already in the catalogue as item "${owner}"`);
    }
  }
}
