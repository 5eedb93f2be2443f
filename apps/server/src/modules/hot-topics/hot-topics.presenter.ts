import type { HotTopic } from '@wiy/shared/hot-topic.schema';
import type { HotTopicRow } from './hot-topics.repository.ts';

/** A hot topic row in its wire shape. */
export function presentHotTopic(row: HotTopicRow): HotTopic {
  return { uni_id: row.uni_id, u_title: row.u_title, u_image: row.u_image, u_description: row.u_description, updated: row.updated };
}
