import { ChannelDirectory } from '../../features/channels/components/channel-directory.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/list-category-channel`: the channel list. */
export function ChannelsRoute() {
  usePageMeta('Channels');
  return (
    <>
      <h1 className="visually-hidden">Channels</h1>
      <ChannelDirectory />
    </>
  );
}
