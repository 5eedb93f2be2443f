import type { ChannelFeedItem } from '@wiy/shared/channel.schema';
import { shortenCount } from '@wiy/shared/format';
import { Link } from 'react-router';
import { mediaUrl } from '../../../lib/app-config.ts';

/** The picture of a channel feed item: the external source when `u_source_type` is 'true' (spec 000 §3). */
export function channelItemImage(item: Pick<ChannelFeedItem, 'u_source_type' | 'u_image_source' | 'u_image'>): string | undefined {
  return item.u_source_type === 'true' ? (item.u_image_source ?? undefined) : mediaUrl(item.u_image);
}

/** The detail screen's address; the id rides in the URL so a reload or a shared link still works. */
export const channelItemLink = (item: ChannelFeedItem) => `/channel-feed-content?id=${encodeURIComponent(item.uni_id)}`;

/**
 * A channel feed card: picture, name, views and likes shortened (spec 000 §2). `priority` marks the first
 * screen's cards (`FIRST_SCREEN_CARDS`); the image work gives it its meaning (an eager image).
 */
export function ChannelFeedCard({ item }: { item: ChannelFeedItem; priority?: boolean }) {
  const image = channelItemImage(item);
  return (
    <Link className="card" to={channelItemLink(item)} state={item} data-testid="channel-feed-card" data-id={item.uni_id}>
      {image ? <img className="card-image" src={image} alt="" loading="lazy" /> : <div className="card-image" />}
      <div className="card-body">
        <h3 className="card-title">{item.u_name}</h3>
        <div className="card-meta">
          <span data-testid="views">{shortenCount(item.u_views)} views</span>
          <span data-testid="likes">{shortenCount(item.u_likes)} likes</span>
        </div>
      </div>
    </Link>
  );
}
