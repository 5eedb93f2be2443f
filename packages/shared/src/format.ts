/** The interface's language, for the formats of other languages than the spec's English (decision 095). */
type FormatLocale = string;
const ENGLISH: FormatLocale = 'en';

/** One formatter per language and options, made once: building an `Intl` formatter costs about a millisecond. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Views and likes as people read them (spec 000 §2): 1,000 and above as K with one decimal,
 * 1,000,000 and above as M. A trailing ".0" is dropped, so 1,000 reads "1K". Another language shortens as its
 * readers do (Hindi: 1.5 हज़ार, 15 लाख), truncated alike.
 */
export function shortenCount(count: number, locale: FormatLocale = ENGLISH): string {
  if (locale !== ENGLISH) {
    const format = kept(`count ${locale}`, () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' }));
    return format.format(count);
  }
  const abs = Math.abs(count);
  if (abs >= 1_000_000) return `${trimDecimal(count / 1_000_000)}M`;
  if (abs >= 1_000) return `${trimDecimal(count / 1_000)}K`;
  return String(count);
}

function trimDecimal(value: number): string {
  // Truncate rather than round so 999,999 never reads as "1000K".
  return (Math.trunc(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface CalendarDay {
  year: number;
  /** 0 for January, as `Date` counts. */
  month: number;
  day: number;
}

// An unknown zone throws when its formatter is made, before it is kept; the named zones are a bounded set.
const zoneFormat = (timeZone: string) =>
  kept(`zone ${timeZone}`, () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }));

/**
 * The calendar day of `date` in `timeZone` (undefined: the reader's own). The app shows dates in UTC while a
 * page is server-rendered and hydrating, then in the reader's zone; both come from `Date`'s own getters,
 * because the first `Intl.DateTimeFormat` of a page costs tens of milliseconds of loading locale data, the
 * largest single part of a feed's hydration. Other named zones go through `Intl`.
 */
function calendarDay(date: Date, timeZone: string | undefined): CalendarDay {
  // As Intl does, in every zone: a date that is not one is an error, not a "NaN undefined" on a card.
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  if (timeZone === undefined) return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
  if (timeZone === 'UTC') return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
  const parts = zoneFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month') - 1, day: part('day') };
}

/** A date as another language than English writes it, through `Intl` (its locale data is the price). */
function localDate(iso: string, timeZone: string | undefined, locale: FormatLocale, withYear: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', ...(withYear && { year: 'numeric' }), ...(timeZone && { timeZone }) };
  return kept(`date ${locale} ${withYear} ${timeZone ?? ''}`, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** A card's date: day and month name, "23 November" (Hindi: "23 नवंबर"). */
export function formatDayMonth(iso: string, timeZone?: string, locale: FormatLocale = ENGLISH): string {
  if (locale !== ENGLISH) return localDate(iso, timeZone, locale, false);
  const { month, day } = calendarDay(new Date(iso), timeZone);
  return `${day} ${MONTHS[month]}`;
}

/** A long date with the year, "23 November 2026" (Hindi: "23 नवंबर 2026"). */
export function formatLongDate(iso: string, timeZone?: string, locale: FormatLocale = ENGLISH): string {
  if (locale !== ENGLISH) return localDate(iso, timeZone, locale, true);
  const { year, month, day } = calendarDay(new Date(iso), timeZone);
  return `${day} ${MONTHS[month]} ${year}`;
}

const dayKey = (date: Date, timeZone: string | undefined) => {
  const { year, month, day } = calendarDay(date, timeZone);
  return year * 10_000 + month * 100 + day;
};

export interface DayGroup<T> {
  /** `labels.today`, or the long date of that day. */
  label: string;
  items: T[];
}

/**
 * Groups items under 'Today' (in the interface's language) and then by calendar day, in the order they come
 * (the feed is already newest first). Days are those of the given time zone.
 */
export function groupByDay<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  now: Date,
  timeZone?: string,
  labels: { today: string; locale: FormatLocale } = { today: 'Today', locale: ENGLISH },
): DayGroup<T>[] {
  const today = dayKey(now, timeZone);
  const groups: DayGroup<T>[] = [];
  let currentKey: number | undefined;
  for (const item of items) {
    const iso = dateOf(item);
    const key = dayKey(new Date(iso), timeZone);
    if (key !== currentKey) {
      groups.push({ label: key === today ? labels.today : formatLongDate(iso, timeZone, labels.locale), items: [] });
      currentKey = key;
    }
    groups[groups.length - 1]!.items.push(item);
  }
  return groups;
}
