import { formatDayMonth } from '@wiy/shared/format';
import type { ReachSeries } from '@wiy/shared/reach.schema';
import { useLocale, useT } from '../../../lib/i18n/i18n.tsx';
import { ReachTable } from './reach-table.tsx';

/** Each day's column in the drawing's units: an opens bar and a clicks bar side by side, a gap either side. */
const COLUMN = 10;
const BAR = 4;
const HEIGHT = 50;
/** Where the bars stand: the baseline, drawn even under days without a count. */
const BASE = HEIGHT - 1;

/** A day of the reach figures ('2026-11-03') as the curator reads it ('3 November'): the UTC day they were counted on. */
export function useReachDayName(): (day: string) => string {
  const locale = useLocale();
  return (day) => formatDayMonth(day, 'UTC', locale);
}

/**
 * An item's opens and clicks per day as bars over a baseline, oldest day first, with the totals as text below it.
 * Inline SVG: 30 pairs of bars need no chart library. A screen reader hears the totals (the drawing's label); a
 * pointer over a day shows that day's figures, and 'Each day' lists them all.
 */
export function ReachChart({ series }: { series: ReachSeries }) {
  const t = useT();
  const dayName = useReachDayName();
  const { days, opens, clicks } = series;
  const highest = Math.max(1, ...days.flatMap((day) => [day.opens, day.clicks]));
  const height = (count: number) => (count / highest) * (BASE - 1);
  const summary = t('console.reach.summary', { opens, clicks, days: days.length });
  return (
    <figure className="admin-reach-figure">
      <svg className="admin-reach-chart" role="img" aria-label={summary} viewBox={`0 0 ${days.length * COLUMN} ${HEIGHT}`} preserveAspectRatio="none">
        {days.map((day, index) => {
          const x = index * COLUMN;
          return (
            <g key={day.day} data-day={day.day}>
              <title>{t('console.reach.day', { day: dayName(day.day), opens: day.opens, clicks: day.clicks })}</title>
              {/* The whole column answers the pointer, so that a day without a count shows its figures too. */}
              <rect x={x} y={0} width={COLUMN} height={HEIGHT} fill="transparent" />
              <rect className="admin-reach-opens" x={x + 1} y={BASE - height(day.opens)} width={BAR} height={height(day.opens)} />
              <rect className="admin-reach-clicks" x={x + 1 + BAR} y={BASE - height(day.clicks)} width={BAR} height={height(day.clicks)} />
            </g>
          );
        })}
        <line className="admin-reach-base" x1={0} x2={days.length * COLUMN} y1={BASE + 0.5} y2={BASE + 0.5} vectorEffect="non-scaling-stroke" />
      </svg>
      {days.length > 0 && (
        <p className="admin-reach-axis admin-muted">
          <time dateTime={days[0]!.day}>{dayName(days[0]!.day)}</time>
          <time dateTime={days.at(-1)!.day}>{dayName(days.at(-1)!.day)}</time>
        </p>
      )}
      {/* Each day's figures as text, for a keyboard, a screen reader or a touch screen, where the bars' titles do not reach. */}
      <details className="admin-reach-days">
        <summary>{t('console.reach.eachDay')}</summary>
        <ReachTable
          heading={t('console.reach.dayColumn')}
          rows={days.map((day) => ({ ...day, key: day.day, name: <time dateTime={day.day}>{dayName(day.day)}</time> }))}
        />
      </details>
      <figcaption className="admin-reach-totals">
        <span>
          <span className="admin-reach-key admin-reach-opens" aria-hidden="true" />
          {t('console.reach.opens')} <strong>{opens}</strong>
        </span>
        <span>
          <span className="admin-reach-key admin-reach-clicks" aria-hidden="true" />
          {t('console.reach.clicks')} <strong>{clicks}</strong>
        </span>
      </figcaption>
    </figure>
  );
}
