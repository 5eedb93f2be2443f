import { AccountDataSettings } from '../../features/account/components/account-data-settings.tsx';
import { FollowingSettings } from '../../features/following/components/following-settings.tsx';
import { DataSaverSettings } from '../../features/settings/components/data-saver-settings.tsx';
import { DisplaySettings } from '../../features/settings/components/display-settings.tsx';
import { MuteSettings } from '../../features/settings/components/mute-settings.tsx';
import { LanguageSettings } from '../../features/settings/components/language-settings.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/settings`: what a reader sets for this device, what they muted and follow, and a signed-in reader's data, reached from the header's Settings control. */
export function SettingsRoute() {
  const t = useT();
  usePageMeta(t('header.settings'));
  return (
    <div className="settings">
      <h1>{t('header.settings')}</h1>
      <LanguageSettings />
      <DisplaySettings />
      <DataSaverSettings />
      <MuteSettings />
      <FollowingSettings />
      <AccountDataSettings />
    </div>
  );
}
