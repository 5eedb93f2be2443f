import { formatDayMonth, formatLongDate } from '@wiy/shared/format';
import { useLocale, useT, type MessageId } from '../lib/i18n/i18n.tsx';
import { useLocalTime } from '../lib/use-local-time.ts';

const FORMATS = { dayMonth: formatDayMonth, long: formatLongDate };

/**
 * A date in the reader's time zone once the page is live (UTC while it is server-rendered and hydrating), written
 * as the interface's language writes dates; `message` puts it in a sentence through its `{date}`.
 */
export function LocalDate({ iso, format, message }: { iso: string; format: keyof typeof FORMATS; message?: MessageId }) {
  const { timeZone } = useLocalTime();
  const t = useT();
  const date = FORMATS[format](iso, timeZone, useLocale());
  return <time dateTime={iso}>{message ? t(message, { date }) : date}</time>;
}
