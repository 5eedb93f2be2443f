import type { FeedItem } from '@wiy/shared/feed.schema';

/** The description an item shows: the full one when `u_show_description` is 'true', else the highlight (spec 000 §3). */
export function shownDescription(item: Pick<FeedItem, 'u_show_description' | 'u_description' | 'u_highlight_description'>): string {
  return item.u_show_description === 'true' ? item.u_description : item.u_highlight_description;
}
