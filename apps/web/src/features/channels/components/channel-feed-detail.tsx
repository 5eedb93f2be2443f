import type { ChannelFeedItem } from '@wiy/shared/channel.schema';
import { embedFor } from '@wiy/shared/embed';
import { BackButton } from '../../../components/back-button.tsx';
import { CardImage } from '../../../components/card-image.tsx';
import { EMBED_FRAME_ATTRIBUTES } from '../../../components/embed-frame-attributes.ts';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { htmlToText, SafeHtml } from '../../../components/safe-html.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useChannelFeedItem } from '../api/get-channel-feed-item.ts';
import { channelItemImage } from './channel-feed-card.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { useNotFound, usePageMeta } from '../../../lib/use-page-meta.ts';
import '../../../components/screen-controls.css';
import '../channels.css';

/** The item's video: a player frame when the link is one, else a plain link. */
function ChannelVideo({ url, title }: { url: string; title: string }) {
  const t = useT();
  const embed = embedFor(url);
  if (embed.kind === 'frame') {
    return (
      <div className="video-frame">
        <iframe src={embed.src} title={t('channels.videoTitle', { title })} loading="lazy" {...EMBED_FRAME_ATTRIBUTES} />
      </div>
    );
  }
  if (embed.kind === 'invalid-youtube') return <p className="empty">{t('channels.invalidYoutubeUrl')}</p>;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('channels.watchVideo')}
      </a>
    </p>
  );
}

/**
 * One channel feed item: name, picture, description and video. Shown at once from the navigation state
 * and fetched by the id in the URL otherwise (after a reload, from a shared link).
 */
export function ChannelFeedDetail({ uniId, handed }: { uniId: string; handed: ChannelFeedItem | undefined }) {
  const t = useT();
  const item = useChannelFeedItem(uniId, handed);
  const data = item.data;
  usePageMeta(data?.u_name, { description: data && htmlToText(data.u_description), image: data && channelItemImage(data), type: 'article' });
  useNotFound(!item.isLoading && !data);

  if (item.isLoading) return <LoadingIndicator />;
  if (!data) return <p className="empty">{t('common.noContent')}</p>;
  return (
    <article className="channel-item">
      <div className="screen-heading">
        <BackButton fallback="/list-category-channel" />
        <h1>{data.u_name}</h1>
        <ShareButton title={data.u_name} />
      </div>
      <CardImage image={channelItemImage(data)} shape="detail" className="channel-item-image" priority />
      <SafeHtml className="channel-item-description" html={data.u_description} />
      <ChannelVideo url={data.u_video_id} title={data.u_name} />
    </article>
  );
}
