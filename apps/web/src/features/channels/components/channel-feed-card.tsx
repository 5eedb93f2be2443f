import type { ChannelFeedItem } from '@wiy/shared/channel.schema';
import { shortenCount } from '@wiy/shared/format';
import { Link } from '../../../components/link.tsx';
import { ImageCard } from '../../../components/card-image.tsx';
import { useLocale, useT } from '../../../lib/i18n/i18n.tsx';

/**
 * The picture of a channel feed item (a wire value for `CardImage`): the external source when
 * `u_source_type` is 'true' (spec 000 §3).
 */
export function channelItemImage(item: Pick<ChannelFeedItem, 'u_source_type' | 'u_image_source' | 'u_image'>): string | null | undefined {
  return item.u_source_type === 'true' ? item.u_image_source : item.u_image;
}

/** The detail screen's address; the id rides in the URL so a reload or a shared link still works. */
const channelItemLink = (item: ChannelFeedItem) => `/channel-feed-content?id=${encodeURIComponent(item.uni_id)}`;

/**
 * What a card hands the detail screen as navigation state: the spec's name, image, description and
 * source_type (spec 000 §2), and the whole item, so that the detail shows its video without a call.
 */
export interface ChannelItemState {
  name: string;
  image: string | null | undefined;
  description: string;
  source_type: string;
  item: ChannelFeedItem;
}

const channelItemState = (item: ChannelFeedItem): ChannelItemState => ({
  name: item.u_name,
  image: channelItemImage(item),
  description: item.u_description,
  source_type: item.u_source_type,
  item,
});

/** A channel feed card: picture, name, views and likes shortened (spec 000 §2). */
export function ChannelFeedCard({ item, priority = false }: { item: ChannelFeedItem; priority?: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ImageCard image={channelItemImage(item)} priority={priority}>
      {(picture) => (
        <Link className="card" to={channelItemLink(item)} state={channelItemState(item)} data-testid="channel-feed-card" data-id={item.uni_id}>
          {picture}
          <div className="card-body">
            <h3 className="card-title">{item.u_name}</h3>
            <div className="card-meta">
              <span data-testid="views">{t('cards.views', { count: shortenCount(item.u_views, locale) })}</span>
              <span data-testid="likes">{t('cards.likes', { count: shortenCount(item.u_likes, locale) })}</span>
            </div>
          </div>
        </Link>
      )}
    </ImageCard>
  );
}
