import type { LinkCheck } from '@wiy/shared/admin.schema';
import { Message, useT } from '../../../lib/i18n/i18n.tsx';

/** A link state as a coloured label. */
export function LinkStateLabel({ state }: { state: LinkCheck['state'] }) {
  const t = useT();
  return <span className={`admin-status admin-link-${state}`}>{t(`console.linkState.${state}`)}</span>;
}

/** The item's link as last checked, in its editor (decision 101). */
export function LinkStateLine({ link }: { link: LinkCheck | null }) {
  const t = useT();
  if (!link) return <p className="admin-muted">{t('console.linkHealth.neverChecked')}</p>;
  return (
    <p className="admin-link-line">
      <Message
        id="console.linkHealth.editorLine"
        values={{ state: t(`console.linkState.${link.state}`), checked: formatChecked(link.checked_at), detail: link.detail, failures: link.failures }}
        components={{ 0: <span className={`admin-status admin-link-${link.state}`} /> }}
      />
    </p>
  );
}

/** A check's time as the console's lists show times: UTC, to the minute. */
export function formatChecked(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}
