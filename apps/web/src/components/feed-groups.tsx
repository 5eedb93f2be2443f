import { groupByDay } from '@wiy/shared/format';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { useLocalTime } from '../lib/use-local-time.ts';
import { PRIORITY_CARDS } from './card-image.tsx';
import { FeedCard } from './feed-card.tsx';

/** Cards grouped under 'Today' and then by date in the reader's time zone, each group a grid of cards. */
export function FeedGroups({ items, linkTo }: { items: FeedItem[]; linkTo: (item: FeedItem) => string }) {
  const { now, timeZone } = useLocalTime();
  // The groups keep the items' order, so the first cards on screen are the first items.
  const first = new Set(items.slice(0, PRIORITY_CARDS));
  return (
    <>
      {groupByDay(items, (item) => item.updated, now, timeZone).map((group) => (
        <section key={group.label} className="feed-group" aria-label={group.label}>
          <h2 className="feed-group-title">{group.label}</h2>
          <div className="card-grid">
            {group.items.map((item) => (
              <FeedCard key={item.uni_id} item={item} to={linkTo(item)} priority={first.has(item)} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
