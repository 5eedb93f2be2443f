import { ChannelDirectory } from '../../features/channels/components/channel-directory.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/list-category-channel`: the channel list. */
export function ChannelsRoute() {
  const t = useT();
  usePageMeta(t('tabs.channels'));
  return (
    <>
      <h1 className="visually-hidden">{t('tabs.channels')}</h1>
      <ChannelDirectory />
    </>
  );
}
