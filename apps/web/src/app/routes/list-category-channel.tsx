import { ChannelDirectory } from '../../features/channels/components/channel-directory.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/list-category-channel`: the channel list. */
export function ListCategoryChannelRoute() {
  useDocumentTitle('Channels');
  return (
    <>
      <h1 className="visually-hidden">Channels</h1>
      <ChannelDirectory />
    </>
  );
}
