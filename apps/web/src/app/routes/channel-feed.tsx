import { useSearchParams } from 'react-router';
import { BrokenLink } from '../../components/broken-link.tsx';
import { ChannelFeed } from '../../features/channels/components/channel-feed.tsx';
import { decodeRouteData } from '../../lib/route-data.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const fields = { channelId: 'string', categoryId: 'string', channelLogo: 'optional-string', channelName: 'string' } as const;

/** `/list-category-channel/list-channel-feed?data=…`: a channel's feed, the channel read from `data`. */
export function ChannelFeedRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const data = decodeRouteData(params.get('data'), fields);
  const title = data.ok ? data.value.channelName : t('brokenLink.title');
  usePageMeta(title, { image: data.ok ? data.value.channelLogo : undefined });
  if (!data.ok) return <BrokenLink back="/list-category-channel" backLabel={t('channels.backToChannels')} />;
  return <ChannelFeed key={data.value.channelId} channel={data.value} />;
}
