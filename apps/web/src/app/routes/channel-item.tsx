import { useLocation, useSearchParams } from 'react-router';
import { Toasts } from '../../components/toasts.tsx';
import type { ChannelItemState } from '../../features/channels/components/channel-feed-card.tsx';
import { ChannelFeedDetail } from '../../features/channels/components/channel-feed-detail.tsx';

/** `/channel-feed-content?id=…`: one channel feed item, handed over as navigation state when opened from a card. */
export function ChannelItemRoute() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const uniId = params.get('id') ?? '';
  return (
    <>
      <ChannelFeedDetail key={uniId} uniId={uniId} handed={(state as ChannelItemState | null)?.item} />
      <Toasts />
    </>
  );
}
