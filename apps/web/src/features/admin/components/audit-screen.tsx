import { RECORD_ENTITIES, type RecordEntity } from '@wiy/shared/admin-fields.schema';
import { AUDIT_PAGE_SIZE } from '@wiy/shared/admin.schema';
import { useState } from 'react';
import { useT, type Translate } from '../../../lib/i18n/i18n.tsx';
import { useAudit, type AuditFilter } from '../api/get-audit.ts';
import { entityTitleId } from '../console-catalogue.ts';
import { Pager } from './pager.tsx';
import { ScrollRegion } from './scroll-region.tsx';

/** What the server's audit entries name besides the records: content items, a person's role, an import's whole data. */
const OTHER_ENTITIES = ['content', 'user', 'all'] as const;
/** The entity filter's choices, in the menu's order. */
const ENTITIES: readonly (RecordEntity | (typeof OTHER_ENTITIES)[number])[] = ['content', ...RECORD_ENTITIES, 'user', 'all'];
/** Every action the server writes to the audit log. */
const ACTIONS = ['create', 'update', 'delete', 'approve', 'schedule', 'unschedule', 'publish', 'unpublish', 'role', 'import'] as const;

const isOneOf = <T extends string>(codes: readonly T[], code: string): code is T => (codes as readonly string[]).includes(code);

/** An entity's name in the console's words; a code this console does not know (a newer server's) as it came. */
function entityName(code: string, t: Translate): string {
  if (isOneOf(RECORD_ENTITIES, code)) return t(entityTitleId(code));
  return isOneOf(OTHER_ENTITIES, code) ? t(`console.audit.entity.${code}`) : code;
}

function actionName(code: string, t: Translate): string {
  return isOneOf(ACTIONS, code) ? t(`console.audit.action.${code}`) : code;
}

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
              <option key={entity} value={entity}>
                {entityName(entity, t)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-audit-action">{t('console.audit.action')}</label>
          <select id="admin-audit-action" value={filter.action} onChange={(event) => setFilter({ ...filter, action: event.target.value, page: 1 })}>
            <option value="">{t('console.audit.anyAction')}</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionName(action, t)}
              </option>
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
                <td>{actionName(entry.action, t)}</td>
                <td>
                  {entityName(entry.entity, t)} {entry.entity_id}
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
