import { formatDayMonth, formatLongDate } from '@wiy/shared/format';
import { useLocalTime } from '../lib/use-local-time.ts';

const FORMATS = { dayMonth: formatDayMonth, long: formatLongDate };

/** A date in the reader's time zone once the page is live (UTC while it is server-rendered and hydrating). */
export function LocalDate({ iso, format, prefix = '' }: { iso: string; format: keyof typeof FORMATS; prefix?: string }) {
  const { timeZone } = useLocalTime();
  return (
    <time dateTime={iso}>
      {prefix}
      {FORMATS[format](iso, timeZone)}
    </time>
  );
}
