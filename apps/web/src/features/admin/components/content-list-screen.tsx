import { CONTENT_PAGE_SIZE, CONTENT_STATUSES, type ContentStatus } from '@wiy/shared/admin.schema';
import { SOCIAL_VENDORS } from '@wiy/shared/vendor';
import { useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useChangeContentStatus } from '../api/change-content-status.ts';
import { useContentList, type ContentListFilter } from '../api/get-content-list.ts';
import { fieldLabelId } from '../console-catalogue.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { AddPostForm } from './add-post-form.tsx';
import { useScheduledTime } from './approve-at.tsx';
import { ConsoleTime } from './console-time.tsx';
import { Pager } from './pager.tsx';
import { ScrollRegion } from './scroll-region.tsx';
import { RefSelect } from './ref-select.tsx';

/** Content items of every status (a scheduled one with its time): filters, paging, bulk approve and unpublish, and the paste-a-link form. */
export function ContentListScreen() {
  const [filter, setFilter] = useState<ContentListFilter>({ status: '', vendor: '', category: '', q: '', page: 1 });
  const { selected, toggle, select } = useSelection();
  const list = useContentList(filter);
  const change = useChangeContentStatus();
  const t = useT();
  const scheduledTime = useScheduledTime();
  const items = list.data?.record ?? [];
  const update = (patch: Partial<ContentListFilter>) => {
    setFilter((current) => ({ ...current, page: 1, ...patch }));
    select([]);
  };
  const bulk = (action: 'approve' | 'unpublish') => change.mutate({ ids: [...selected], action }, { onSuccess: () => select([]) });

  return (
    <section aria-labelledby="admin-content-heading">
      <h1 id="admin-content-heading">{t('console.content.title')}</h1>
      <AddPostForm />
      <div className="admin-filters">
        <div className="admin-field">
          <label htmlFor="admin-status">{t('console.content.status')}</label>
          <select id="admin-status" value={filter.status} onChange={(event) => update({ status: event.target.value as ContentStatus | '' })}>
            <option value="">{t('console.content.anyStatus')}</option>
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`console.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-vendor">{t('console.content.platform')}</label>
          <select id="admin-vendor" value={filter.vendor} onChange={(event) => update({ vendor: event.target.value })}>
            <option value="">{t('console.content.anyPlatform')}</option>
            {SOCIAL_VENDORS.map((vendor) => (
              <option key={vendor}>{vendor}</option>
            ))}
          </select>
        </div>
        <RefSelect
          label={t(fieldLabelId('content', 'u_category'))}
          entity="category"
          value={filter.category ?? ''}
          noneLabel={t('console.content.anyCategory')}
          onChange={(category) => update({ category })}
        />
        <div className="admin-field">
          <label htmlFor="admin-search">{t('console.content.search')}</label>
          <input id="admin-search" type="search" value={filter.q} onChange={(event) => update({ q: event.target.value })} />
        </div>
      </div>
      <div className="admin-row admin-bulk">
        <button type="button" disabled={!selected.size || change.isPending} onClick={() => bulk('approve')}>
          {t('console.content.approveSelected', { count: selected.size })}
        </button>
        <button type="button" disabled={!selected.size || change.isPending} onClick={() => bulk('unpublish')}>
          {t('console.content.unpublishSelected')}
        </button>
      </div>
      {change.error && (
        <p role="alert" className="admin-error">
          {change.error.message}
        </p>
      )}
      {list.error && (
        <p role="alert" className="admin-error">
          {list.error.message}
        </p>
      )}
      <ScrollRegion label={t('console.content.title')}>
        <table className="admin-table">
          <caption className="visually-hidden">{t('console.content.title')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('console.content.selectColumn')}</span>
              </th>
              <th scope="col">{t(fieldLabelId('content', 'u_title'))}</th>
              <th scope="col">{t('console.content.status')}</th>
              <th scope="col">{t('console.content.platform')}</th>
              <th scope="col">{t('console.content.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.uni_id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('console.content.select', { title: item.u_title })}
                    checked={selected.has(item.uni_id)}
                    onChange={() => toggle(item.uni_id)}
                  />
                </td>
                <td>
                  <Link to={`/admin/content/${item.uni_id}`}>{item.u_title}</Link>
                </td>
                <td>
                  <span className={`admin-status admin-status-${item.status}`}>{t(`console.status.${item.status}`)}</span>
                  {item.status === 'scheduled' && item.publish_at && (
                    <>
                      {' '}
                      <time dateTime={item.publish_at}>{scheduledTime(item.publish_at)}</time>
                    </>
                  )}
                </td>
                <td>{item.u_social_vendor.name}</td>
                <td>
                  <ConsoleTime iso={item.updated} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {list.data && !items.length && <p className="empty">{t('console.content.notFound')}</p>}
      <Pager page={filter.page} total={list.data?.total ?? 0} size={CONTENT_PAGE_SIZE} onPage={(page) => setFilter((current) => ({ ...current, page }))} />
    </section>
  );
}
