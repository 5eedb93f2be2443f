import { useEffect } from 'react';
import { ChannelDirectory } from '../../features/channels/components/channel-directory.tsx';

/** `/list-category-channel`: the channel list. */
export function ListCategoryChannelRoute() {
  useEffect(() => {
    document.title = 'Channels';
  }, []);
  return (
    <>
      <h1 className="visually-hidden">Channels</h1>
      <ChannelDirectory />
    </>
  );
}
