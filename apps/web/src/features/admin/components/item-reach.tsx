import { REACH_SERIES_DAYS } from '@wiy/shared/reach.schema';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useReach } from '../api/get-reach.ts';
import { ReachChart } from './reach-chart.tsx';

/** An item's reach in its editor: opens and clicks of the last 30 days (decision 098). */
export function ItemReach({ id }: { id: string }) {
  const reach = useReach(id);
  const t = useT();
  return (
    <section className="admin-card admin-reach" aria-labelledby="admin-reach-heading">
      <h2 id="admin-reach-heading">{t('console.reach.title', { days: REACH_SERIES_DAYS })}</h2>
      {reach.isPending && <LoadingIndicator />}
      {reach.error && (
        <p role="alert" className="admin-error">
          {reach.error.message}
        </p>
      )}
      {reach.data && <ReachChart series={reach.data} />}
    </section>
  );
}
