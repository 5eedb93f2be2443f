import { useState } from 'react';
import { appConfig } from '../../../lib/app-config.ts';
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
  const [problem, setProblem] = useState<string | undefined>(undefined);
  if (!token) return null;
  const take = async () => {
    setProblem(undefined);
    try {
      const data = await exportAccountData();
      download(`${appConfig.shortName}-account-${data.exported.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
    } catch {
      setProblem('Could not download your data. Try again.');
    }
  };
  return (
    <section className="settings-section" aria-labelledby="data-heading">
      <h2 id="data-heading">Your data</h2>
      <p>Your account&apos;s details and saved items, as a file.</p>
      <button type="button" className="pill settings-action" onClick={() => void take()}>
        Download my data
      </button>
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
