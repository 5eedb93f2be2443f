import { useT } from '../../lib/i18n/i18n.tsx';
import { useOnline } from './use-online.ts';
import './offline.css';

/** Says plainly that the screen shows kept answers; gone when the connection returns (decision 070). */
export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      {t('offline.notice')}
    </p>
  );
}
