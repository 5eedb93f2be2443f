import type { SourceInput } from '@wiy/shared/sources.schema';
import { recordDefinitions } from './record-definitions.ts';
import type { RecordRepository } from './record.repository.ts';

/** Where a source files its entries: the category, sub-category and hot topic its items get. */
export type Filing = Pick<Required<SourceInput>, 'category_id' | 'sub_category_id' | 'hot_topic_id'>;

/** The records a filing names, by entity; an id is null where it names none. */
export function filedUnder(filing: Filing): Array<['category' | 'sub_category' | 'hot_topic', string | null]> {
  return [
    ['category', filing.category_id],
    ['sub_category', filing.sub_category_id],
    ['hot_topic', filing.hot_topic_id],
  ];
}

/** How the records a filing names are looked up: by the console in the database, by an import in its file too. */
export interface FilingLookup {
  exists(entity: 'category' | 'hot_topic', id: string): Promise<boolean>;
  /** The category of the sub-category `id`; undefined when there is no such sub-category. */
  subCategoryOwner(id: string): Promise<string | undefined>;
}

/** The lookup in the database alone. */
export function databaseFiling(records: RecordRepository): FilingLookup {
  return {
    exists: async (entity, id) => (await records.find(recordDefinitions[entity], id)) !== undefined,
    subCategoryOwner: async (id) => (await records.find(recordDefinitions.sub_category, id))?.category_id as string | undefined,
  };
}

/**
 * The first problem of a source's filing, as `field: message`, or undefined: each record it names must exist, and
 * the sub-category be one of the category's, or the items would show under a category they do not belong to.
 */
export async function filingProblem(filing: Filing, lookup: FilingLookup): Promise<string | undefined> {
  if (filing.category_id && !(await lookup.exists('category', filing.category_id))) return `category_id: no category "${filing.category_id}"`;
  if (filing.sub_category_id) {
    const owner = await lookup.subCategoryOwner(filing.sub_category_id);
    if (owner === undefined) return `sub_category_id: no sub-category "${filing.sub_category_id}"`;
    if (owner !== filing.category_id) return `sub_category_id: "${filing.sub_category_id}" is not a sub-category of the category given`;
  }
  if (filing.hot_topic_id && !(await lookup.exists('hot_topic', filing.hot_topic_id))) return `hot_topic_id: no hot topic "${filing.hot_topic_id}"`;
  return undefined;
}
