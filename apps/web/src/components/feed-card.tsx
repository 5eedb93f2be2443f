import type { FeedItem } from '@wiy/shared/feed.schema';
import type { ReactNode } from 'react';
import { Link } from './link.tsx';
import { ImageCard } from './card-image.tsx';
import { LocalDate } from './local-date.tsx';
import { VendorIcon } from './vendor-icon.tsx';

/**
 * A content card: image, title (and an excerpt where given), vendor and the updated date; opens the item at `to`. `action` is a control laid
 * over the card beside its link, never inside it (a button within a link is neither valid nor reachable).
 */
export function FeedCard({
  item,
  to,
  priority = false,
  action,
  title,
  excerpt,
}: {
  item: FeedItem;
  to: string;
  priority?: boolean;
  action?: ReactNode;
  /** The title as shown, when not the item's own text (a search marks its matches in it). */
  title?: ReactNode;
  /** A few lines of the description under the title, where a screen shows them. */
  excerpt?: ReactNode;
}) {
  return (
    <ImageCard image={item.u_image} priority={priority} controls={action}>
      {(picture) => (
        <Link className="card" to={to} data-testid="feed-card" data-id={item.uni_id}>
          {picture}
          <div className="card-body">
            <h3 className="card-title">{title ?? item.u_title}</h3>
            {excerpt}
            <div className="card-meta">
              <VendorIcon vendor={item.u_social_vendor.name} size={20} />
              <LocalDate iso={item.updated} format="dayMonth" />
            </div>
          </div>
        </Link>
      )}
    </ImageCard>
  );
}
