/**
 * Views and likes as people read them (spec 000 §2): 1,000 and above as K with one decimal,
 * 1,000,000 and above as M. A trailing ".0" is dropped, so 1,000 reads "1K".
 */
export function shortenCount(count: number): string {
  const abs = Math.abs(count);
  if (abs >= 1_000_000) return `${trimDecimal(count / 1_000_000)}M`;
  if (abs >= 1_000) return `${trimDecimal(count / 1_000)}K`;
  return String(count);
}

function trimDecimal(value: number): string {
  // Truncate rather than round so 999,999 never reads as "1000K".
  return (Math.trunc(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

const dayMonth = (timeZone?: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone });
const dayMonthYear = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
const dayKey = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });

/** A card's date: day and month name, "23 November". */
export function formatDayMonth(iso: string, timeZone?: string): string {
  return dayMonth(timeZone).format(new Date(iso));
}

/** A long date with the year, "23 November 2026". */
export function formatLongDate(iso: string, timeZone?: string): string {
  return dayMonthYear(timeZone).format(new Date(iso));
}

export interface DayGroup<T> {
  /** 'Today', or the long date of that day. */
  label: string;
  items: T[];
}

/**
 * Groups items under 'Today' and then by calendar day, in the order they come
 * (the feed is already newest first). Days are those of the given time zone.
 */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => string, now: Date, timeZone?: string): DayGroup<T>[] {
  const keyFormat = dayKey(timeZone);
  const today = keyFormat.format(now);
  const groups: DayGroup<T>[] = [];
  let currentKey: string | undefined;
  for (const item of items) {
    const iso = dateOf(item);
    const key = keyFormat.format(new Date(iso));
    if (key !== currentKey) {
      groups.push({ label: key === today ? 'Today' : formatLongDate(iso, timeZone), items: [] });
      currentKey = key;
    }
    groups[groups.length - 1]!.items.push(item);
  }
  return groups;
}
