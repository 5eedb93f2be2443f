import type { Selectable } from 'kysely';
import type { FeedItemTable } from '../db/schema.ts';
import { UNCURATED } from '../db/uncurated.ts';

const VENDORS = ['Twitter', 'Youtube', 'Facebook', 'Instagram', 'Threads', 'Reddit', 'Linkedin'];

/**
 * `count` approved feed items, one a minute from `start` on, for volume: the benchmark's 100,000 items and
 * the long-scroll end-to-end spec's extra pages. Ids are `${prefix}` and a seven-digit number; the demo
 * images are reused, so every card has a picture without drawing any.
 */
export function bulkFeedItems(count: number, start: Date, prefix = 'b'): Selectable<FeedItemTable>[] {
  return Array.from({ length: count }, (_, i) => {
    const updated = new Date(start.getTime() + i * 60_000).toISOString();
    return {
      uni_id: `${prefix}${String(i).padStart(7, '0')}`,
      u_title: `Benchmark item ${i}: a title of a realistic length for a curated post`,
      u_image: `demo/feed-${(i % 24) + 1}.svg`,
      u_approved_date: updated,
      unpublished_date: null,
      created: updated,
      updated,
      social_vendor: VENDORS[i % VENDORS.length]!,
      u_url: `https://twitter.com/someone/status/${1_000_000_000 + i}`,
      u_url_2: i % 3 === 0 ? `https://youtu.be/${String(i).padStart(11, 'x')}` : null,
      u_url_3: null,
      u_url_4: null,
      u_url_5: null,
      u_show_description: i % 2 ? 'true' : 'false',
      u_description: '<p>A description of a couple of sentences, as curators write them for each item.</p>',
      u_highlight_description: '<p>A highlight.</p>',
      category_id: null,
      sub_category_id: null,
      hot_topic_id: null,
      feed_rank: null,
      ...UNCURATED,
    };
  });
}
