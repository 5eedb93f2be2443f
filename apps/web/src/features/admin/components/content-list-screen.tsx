import { CONTENT_PAGE_SIZE, CONTENT_STATUSES, type ContentStatus } from '@wiy/shared/admin.schema';
import { SOCIAL_VENDORS } from '@wiy/shared/vendor';
import { useState } from 'react';
import { Link } from 'react-router';
import { useChangeContentStatus } from '../api/change-content-status.ts';
import { useContentList, type ContentListFilter } from '../api/get-content-list.ts';
import { AddPostForm } from './add-post-form.tsx';
import { Pager } from './pager.tsx';
import { ScrollRegion } from './scroll-region.tsx';
import { RefSelect } from './ref-select.tsx';

/** Content items of every status: filters, paging, bulk approve and unpublish, and the paste-a-link form. */
export function ContentListScreen() {
  const [filter, setFilter] = useState<ContentListFilter>({ status: '', vendor: '', category: '', q: '', page: 1 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useContentList(filter);
  const change = useChangeContentStatus();
  const items = list.data?.record ?? [];
  const update = (patch: Partial<ContentListFilter>) => {
    setFilter((current) => ({ ...current, page: 1, ...patch }));
    setSelected(new Set());
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const bulk = (action: 'approve' | 'unpublish') => change.mutate({ ids: [...selected], action }, { onSuccess: () => setSelected(new Set()) });

  return (
    <section aria-labelledby="admin-content-heading">
      <h1 id="admin-content-heading">Content items</h1>
      <AddPostForm />
      <div className="admin-filters">
        <div className="admin-field">
          <label htmlFor="admin-status">Status</label>
          <select id="admin-status" value={filter.status} onChange={(event) => update({ status: event.target.value as ContentStatus | '' })}>
            <option value="">Any status</option>
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-vendor">Platform</label>
          <select id="admin-vendor" value={filter.vendor} onChange={(event) => update({ vendor: event.target.value })}>
            <option value="">Any platform</option>
            {SOCIAL_VENDORS.map((vendor) => (
              <option key={vendor}>{vendor}</option>
            ))}
          </select>
        </div>
        <RefSelect label="Category" entity="category" value={filter.category ?? ''} noneLabel="Any category" onChange={(category) => update({ category })} />
        <div className="admin-field">
          <label htmlFor="admin-search">Search title or link</label>
          <input id="admin-search" type="search" value={filter.q} onChange={(event) => update({ q: event.target.value })} />
        </div>
      </div>
      <div className="admin-row admin-bulk">
        <button type="button" disabled={!selected.size || change.isPending} onClick={() => bulk('approve')}>
          Approve selected ({selected.size})
        </button>
        <button type="button" disabled={!selected.size || change.isPending} onClick={() => bulk('unpublish')}>
          Unpublish selected
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
      <ScrollRegion label="Content items">
        <table className="admin-table">
          <caption className="visually-hidden">Content items</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Platform</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.uni_id}>
                <td>
                  <input type="checkbox" aria-label={`Select ${item.u_title}`} checked={selected.has(item.uni_id)} onChange={() => toggle(item.uni_id)} />
                </td>
                <td>
                  <Link to={`/admin/content/${item.uni_id}`}>{item.u_title}</Link>
                </td>
                <td>
                  <span className={`admin-status admin-status-${item.status}`}>{item.status}</span>
                </td>
                <td>{item.u_social_vendor.name}</td>
                <td>
                  <time dateTime={item.updated}>{item.updated.slice(0, 16).replace('T', ' ')}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {list.data && !items.length && <p className="empty">No content found.</p>}
      <Pager page={filter.page} total={list.data?.total ?? 0} size={CONTENT_PAGE_SIZE} onPage={(page) => setFilter((current) => ({ ...current, page }))} />
    </section>
  );
}
