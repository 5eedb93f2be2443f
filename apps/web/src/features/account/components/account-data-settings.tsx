import { useState } from 'react';
import { appConfig } from '../../../lib/app-config.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useSession } from '../../../lib/session.ts';
import { exportAccountData } from '../api/export-account-data.ts';

/** Hands the data as a file the browser downloads. */
function download(name: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // Some browsers start the download after the click returns: the address must outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The settings' 'Your data' section for a signed-in reader: the account's data as a JSON file (decision 092). */
export function AccountDataSettings() {
  const { token } = useSession();
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (!token) return null;
  const take = async () => {
    setFailed(false);
    try {
      const data = await exportAccountData();
      download(`${appConfig.shortName}-account-${data.exported.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className="settings-section" aria-labelledby="data-heading">
      <h2 id="data-heading">{t('account.data.heading')}</h2>
      <p>{t('account.data.intro')}</p>
      <button type="button" className="pill settings-action" onClick={() => void take()}>
        {t('account.data.download')}
      </button>
      {failed && <p role="alert">{t('account.data.failed')}</p>}
    </section>
  );
}
