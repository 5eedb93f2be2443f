import { Link } from '../../../components/link.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { Message, useT } from '../../../lib/i18n/i18n.tsx';
import { useReachTop } from '../api/get-reach.ts';
import { fieldLabelId } from '../console-catalogue.ts';
import { useReachDayName } from './reach-chart.tsx';
import { ReachTable } from './reach-table.tsx';
import { ScrollRegion } from './scroll-region.tsx';

/** 'Top this week': the items most opened and clicked over the last seven days, each linking to its editor (decision 098). */
export function ReachTopScreen() {
  const top = useReachTop();
  const t = useT();
  const dayName = useReachDayName();
  const items = top.data?.items ?? [];
  return (
    <section aria-labelledby="admin-reach-top-heading">
      <h1 id="admin-reach-top-heading">{t('console.reachTop.title')}</h1>
      {top.isPending && <LoadingIndicator />}
      {top.error && (
        <p role="alert" className="admin-error">
          {top.error.message}
        </p>
      )}
      {top.data && (
        <p className="admin-muted">
          <Message
            id="console.reachTop.period"
            values={{ from: dayName(top.data.from), to: dayName(top.data.to) }}
            components={{ 0: <time dateTime={top.data.from} />, 1: <time dateTime={top.data.to} /> }}
          />
        </p>
      )}
      {items.length > 0 && (
        <ScrollRegion label={t('console.reachTop.items')}>
          <ReachTable
            className="admin-reach-top"
            caption={t('console.reachTop.items')}
            heading={t(fieldLabelId('content', 'u_title'))}
            rows={items.map((item) => ({ ...item, key: item.uni_id, name: <Link to={`/admin/content/${item.uni_id}`}>{item.u_title}</Link> }))}
          />
        </ScrollRegion>
      )}
      {top.data && !items.length && <p className="empty">{t('console.reachTop.empty')}</p>}
    </section>
  );
}
