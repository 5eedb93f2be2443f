import { AUDIT_PAGE_SIZE, RECORD_ENTITIES } from '@wiy/shared/admin.schema';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useAudit, type AuditFilter } from '../api/get-audit.ts';
import { Pager } from './pager.tsx';
import { ScrollRegion } from './scroll-region.tsx';

const ENTITIES = ['content', ...RECORD_ENTITIES, 'user', 'all'];
const ACTIONS = ['create', 'update', 'delete', 'approve', 'unpublish', 'role', 'import'];

/** The audit log: who changed what and when, filterable by entity and action. */
export function AuditScreen() {
  const [filter, setFilter] = useState<AuditFilter>({ entity: '', action: '', page: 1 });
  const audit = useAudit(filter);
  const t = useT();
  const entries = audit.data?.record ?? [];
  return (
    <section aria-labelledby="admin-audit-heading">
      <h1 id="admin-audit-heading">{t('console.audit.title')}</h1>
      <div className="admin-filters">
        <div className="admin-field">
          <label htmlFor="admin-audit-entity">{t('console.audit.entity')}</label>
          <select id="admin-audit-entity" value={filter.entity} onChange={(event) => setFilter({ ...filter, entity: event.target.value, page: 1 })}>
            <option value="">{t('console.audit.anyEntity')}</option>
            {ENTITIES.map((entity) => (
              <option key={entity}>{entity}</option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-audit-action">{t('console.audit.action')}</label>
          <select id="admin-audit-action" value={filter.action} onChange={(event) => setFilter({ ...filter, action: event.target.value, page: 1 })}>
            <option value="">{t('console.audit.anyAction')}</option>
            {ACTIONS.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </div>
      </div>
      <ScrollRegion label={t('console.audit.entries')}>
        <table className="admin-table">
          <caption className="visually-hidden">{t('console.audit.entries')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.audit.when')}</th>
              <th scope="col">{t('console.audit.who')}</th>
              <th scope="col">{t('console.audit.action')}</th>
              <th scope="col">{t('console.audit.what')}</th>
              <th scope="col">{t('console.audit.details')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.created}>{entry.created.slice(0, 19).replace('T', ' ')}</time>
                </td>
                <td>{entry.actor?.name ?? t('console.audit.commandLine')}</td>
                <td>{entry.action}</td>
                <td>
                  {entry.entity} {entry.entity_id}
                </td>
                <td className="admin-muted">{entry.details ? JSON.stringify(entry.details) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {audit.data && !entries.length && <p className="empty">{t('console.audit.empty')}</p>}
      <Pager page={filter.page} total={audit.data?.total ?? 0} size={AUDIT_PAGE_SIZE} onPage={(page) => setFilter({ ...filter, page })} />
    </section>
  );
}
