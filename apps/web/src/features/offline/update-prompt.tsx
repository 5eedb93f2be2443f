import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n/i18n.tsx';
import { subscribeToUpdates, waitingUpdate } from './register-worker.ts';
import './offline.css';

/** 'A new version is available' with Reload, once a new service worker waits; nothing on the server. */
export function UpdatePrompt() {
  const t = useT();
  const activate = useSyncExternalStore(subscribeToUpdates, waitingUpdate, () => null);
  if (!activate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('offline.updateAvailable')}</span>
      <button type="button" onClick={activate}>
        {t('common.reload')}
      </button>
    </div>
  );
}
