import { formatDayMonth } from '@wiy/shared/format';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { Link } from 'react-router';
import { mediaUrl } from '../lib/app-config.ts';
import { VendorIcon } from './vendor-icon.tsx';

/**
 * A content card: image, title, vendor and the updated date; opens the item at `to`. `priority` marks the
 * first screen's cards (`FIRST_SCREEN_CARDS`); the image work gives it its meaning (an eager image).
 */
export function FeedCard({ item, to }: { item: FeedItem; to: string; priority?: boolean }) {
  const image = mediaUrl(item.u_image);
  return (
    <Link className="card" to={to} data-testid="feed-card" data-id={item.uni_id}>
      {image ? <img className="card-image" src={image} alt="" loading="lazy" decoding="async" /> : <div className="card-image" />}
      <div className="card-body">
        <h3 className="card-title">{item.u_title}</h3>
        <div className="card-meta">
          <VendorIcon vendor={item.u_social_vendor.name} size={20} />
          <time dateTime={item.updated}>{formatDayMonth(item.updated)}</time>
        </div>
      </div>
    </Link>
  );
}
