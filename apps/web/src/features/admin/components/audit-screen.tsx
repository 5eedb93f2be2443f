import { AUDIT_PAGE_SIZE, RECORD_ENTITIES } from '@wiy/shared/admin.schema';
import { useState } from 'react';
import { useAudit, type AuditFilter } from '../api/get-audit.ts';
import { Pager } from './pager.tsx';
import { ScrollRegion } from './scroll-region.tsx';

const ENTITIES = ['content', ...RECORD_ENTITIES, 'user', 'all'];
const ACTIONS = ['create', 'update', 'delete', 'approve', 'unpublish', 'role', 'import'];

/** The audit log: who changed what and when, filterable by entity and action. */
export function AuditScreen() {
  const [filter, setFilter] = useState<AuditFilter>({ entity: '', action: '', page: 1 });
  const audit = useAudit(filter);
  const entries = audit.data?.record ?? [];
  return (
    <section aria-labelledby="admin-audit-heading">
      <h1 id="admin-audit-heading">Audit log</h1>
      <div className="admin-filters">
        <div className="admin-field">
          <label htmlFor="admin-audit-entity">Entity</label>
          <select id="admin-audit-entity" value={filter.entity} onChange={(event) => setFilter({ ...filter, entity: event.target.value, page: 1 })}>
            <option value="">Any entity</option>
            {ENTITIES.map((entity) => (
              <option key={entity}>{entity}</option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-audit-action">Action</label>
          <select id="admin-audit-action" value={filter.action} onChange={(event) => setFilter({ ...filter, action: event.target.value, page: 1 })}>
            <option value="">Any action</option>
            {ACTIONS.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </div>
      </div>
      <ScrollRegion label="Audit entries">
        <table className="admin-table">
          <caption className="visually-hidden">Audit entries</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">What</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.created}>{entry.created.slice(0, 19).replace('T', ' ')}</time>
                </td>
                <td>{entry.actor?.name ?? 'command line'}</td>
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
      {audit.data && !entries.length && <p className="empty">No entries.</p>}
      <Pager page={filter.page} total={audit.data?.total ?? 0} size={AUDIT_PAGE_SIZE} onPage={(page) => setFilter({ ...filter, page })} />
    </section>
  );
}
