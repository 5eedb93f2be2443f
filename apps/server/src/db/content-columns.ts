import { contentRecordSchema } from '@wiy/shared/admin.schema';
import { recordColumns } from './record-columns.ts';

/**
 * Where a content item's wire fields are kept in `feed_item`: the one map the console's row mapping, the
 * public presenter and the public feed's JSON expression are all read from.
 * Kept with the table rather than in a module, so that the curation core that writes the items and the public
 * modules that read them both take it from below.
 */
export const contentColumns = recordColumns(contentRecordSchema, {
  u_unpublished_date: 'unpublished_date',
  u_social_vendor: { named: 'social_vendor' },
});
