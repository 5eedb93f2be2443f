import { CONTENT_PAGE_SIZE, type ContentListItem } from '@wiy/shared/admin.schema';
import { useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { toast } from 'react-toastify';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { Toasts } from '../../../components/toasts.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useCheckLink, useLinkHealth } from '../api/link-health.ts';
import { fieldLabelId } from '../console-catalogue.ts';
import { formatChecked, LinkStateLabel } from './link-state.tsx';
import { Pager } from './pager.tsx';
import { ScrollRegion } from './scroll-region.tsx';

/**
 * /admin/link-health (decision 101): the items whose link was last found removed, private or unreachable, the worst
 * first, each with what the platform said, a link to its editor and a check now, whose result a toast tells.
 */
export function LinkHealthScreen() {
  const [page, setPage] = useState(1);
  const list = useLinkHealth(page);
  const check = useCheckLink();
  const t = useT();
  const items = list.data?.record ?? [];
  const checkNow = (item: ContentListItem) =>
    check.mutate(item.uni_id, {
      onSuccess: (checked) =>
        toast.info(t('console.linkHealth.result', { title: checked.u_title, state: checked.link ? t(`console.linkState.${checked.link.state}`) : '' })),
      onError: (error) => toast.error(error.message),
    });

  return (
    <section aria-labelledby="admin-link-health-heading">
      <h1 id="admin-link-health-heading">{t('console.linkHealth.title')}</h1>
      <Toasts />
      {list.isPending && <LoadingIndicator />}
      {list.error && (
        <p role="alert" className="admin-error">
          {list.error.message}
        </p>
      )}
      {items.length > 0 && (
        <ScrollRegion label={t('console.linkHealth.items')}>
          <table className="admin-table admin-link-health">
            <caption className="visually-hidden">{t('console.linkHealth.items')}</caption>
            <thead>
              <tr>
                <th scope="col">{t(fieldLabelId('content', 'u_title'))}</th>
                <th scope="col">{t('console.linkHealth.state')}</th>
                <th scope="col">{t('console.linkHealth.failures')}</th>
                <th scope="col">{t('console.linkHealth.checked')}</th>
                <th scope="col">{t('console.linkHealth.detail')}</th>
                <th scope="col">{t('console.content.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.linkHealth.checkNow')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.uni_id} data-id={item.uni_id}>
                  <th scope="row">
                    <Link to={`/admin/content/${item.uni_id}`}>{item.u_title}</Link>
                  </th>
                  <td>{item.link && <LinkStateLabel state={item.link.state} />}</td>
                  <td>{item.link?.failures}</td>
                  <td>{item.link && <time dateTime={item.link.checked_at}>{formatChecked(item.link.checked_at)}</time>}</td>
                  <td>{item.link?.detail}</td>
                  <td>
                    <span className={`admin-status admin-status-${item.status}`}>{t(`console.status.${item.status}`)}</span>
                  </td>
                  <td>
                    <button
                      type="button"
                      aria-label={t('console.linkHealth.checkNowOf', { title: item.u_title })}
                      disabled={check.isPending}
                      onClick={() => checkNow(item)}
                    >
                      {t('console.linkHealth.checkNow')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {list.data && !items.length && <p className="empty">{t('console.linkHealth.empty')}</p>}
      <Pager page={page} total={list.data?.total ?? 0} size={CONTENT_PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
