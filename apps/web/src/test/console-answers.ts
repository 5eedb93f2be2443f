import type { ContentListItem } from '@wiy/shared/admin.schema';

/** What the console asks for when a curator opens it, every list empty: the answers a console test starts from. */
export const CURATOR_CONSOLE = {
  '/api/admin/me': { id: 'u1', name: 'Ravi', role: 'curator' },
  '/api/admin/records/category': { record: [], total: 0 },
  '/api/admin/records/sub_category': { record: [], total: 0 },
  '/api/admin/records/hot_topic': { record: [], total: 0 },
};

/** An item's editor as a curator opens it: the console's answers, the item, and its reach with no count. */
export const editorAnswers = (item: ContentListItem) => ({
  ...CURATOR_CONSOLE,
  [`/api/admin/content/${item.uni_id}`]: item,
  [`/api/admin/reach/${item.uni_id}`]: { uni_id: item.uni_id, days: [], opens: 0, clicks: 0 },
});
