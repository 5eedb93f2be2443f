import { useT } from '../../../lib/i18n/i18n.tsx';
import { useExportAll, useImportAll } from '../api/transfer.ts';

/** Export everything as a JSON file; import such a file (checked whole, all or nothing). */
export function TransferScreen() {
  const exporter = useExportAll();
  const importer = useImportAll();
  const t = useT();
  const download = () =>
    exporter.mutate(undefined, {
      onSuccess: (file) => {
        const link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
        link.download = `export-${new Date().toISOString().slice(0, 10)}.json`;
        link.click();
        URL.revokeObjectURL(link.href);
      },
    });
  return (
    <section aria-labelledby="admin-transfer-heading">
      <h1 id="admin-transfer-heading">{t('console.transfer.title')}</h1>
      <p>
        <button type="button" onClick={download} disabled={exporter.isPending}>
          {t('console.transfer.export')}
        </button>
      </p>
      {exporter.error && (
        <p role="alert" className="admin-error">
          {exporter.error.message}
        </p>
      )}
      <div className="admin-field">
        <label htmlFor="admin-import-file">{t('console.transfer.import')}</label>
        <input
          id="admin-import-file"
          type="file"
          accept="application/json,.json"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            let parsed: unknown;
            try {
              parsed = JSON.parse(await file.text());
            } catch {
              parsed = 'not JSON';
            }
            importer.mutate(parsed);
          }}
        />
      </div>
      {importer.isPending && <p role="status">{t('console.transfer.importing')}</p>}
      {importer.error && (
        <p role="alert" className="admin-error">
          {importer.error.message}
        </p>
      )}
      {importer.data && (
        <p role="status">
          {t('console.transfer.imported', {
            // The sections are named as the file names them.
            sections:
              Object.entries(importer.data.imported)
                .map(([section, count]) => `${count} ${section}`)
                .join(', ') || t('console.transfer.nothing'),
          })}
        </p>
      )}
    </section>
  );
}
