import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * How each language shortens a count, largest unit first: the spec's K and M in English (spec 000 §2), thousand,
 * lakh and crore in Hindi, as its readers count (decision 095). Written here rather than asked of `Intl`, whose
 * compact forms change between ICU versions and ignore truncation in older browsers: the server and the
 * browser must write the same text, or hydration fails.
 */
const COUNT_UNITS: Record<Locale, [number, string][]> = {
  en: [
    [1_000_000, 'M'],
    [1_000, 'K'],
  ],
  // A no-break space keeps the number and its word on one line.
  hi: [
    [10_000_000, '\u00a0करोड़'],
    [100_000, '\u00a0लाख'],
    [1_000, '\u00a0हज़ार'],
  ],
};

/**
 * Views and likes as people read them (spec 000 §2): 1,000 and above as K with one decimal,
 * 1,000,000 and above as M. A trailing ".0" is dropped, so 1,000 reads "1K". Hindi reads 1.5 हज़ार, 12.3 लाख.
 */
export function shortenCount(count: number, locale: Locale = DEFAULT_LOCALE): string {
  const abs = Math.abs(count);
  const unit = COUNT_UNITS[locale].find(([size]) => abs >= size);
  return unit ? `${trimDecimal(count / unit[0])}${unit[1]}` : String(count);
}

/**
 * A whole number with its thousands grouped as English writes them (5,000), without `Intl`: a page's first number
 * format costs tens of milliseconds of loading locale data, and a rule's text is written when its module loads.
 */
export function groupThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function trimDecimal(value: number): string {
  // Truncate rather than round so 999,999 never reads as "1000K".
  return (Math.trunc(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/** Month names by language, written here for the same reason as the counts' units. */
const MONTHS: Record<Locale, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'],
};

interface CalendarDay {
  year: number;
  /** 0 for January, as `Date` counts. */
  month: number;
  day: number;
}

/** One formatter per named time zone, made once: building an `Intl.DateTimeFormat` costs about a millisecond. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    // An unknown zone throws here, before it is kept; the named zones are a bounded set.
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

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

/** A card's date: day and month name, "23 November" (Hindi: "23 नवंबर"). */
export function formatDayMonth(iso: string, timeZone?: string, locale: Locale = DEFAULT_LOCALE): string {
  const { month, day } = calendarDay(new Date(iso), timeZone);
  return `${day} ${MONTHS[locale][month]}`;
}

/** A long date with the year, "23 November 2026" (Hindi: "23 नवंबर 2026"). */
export function formatLongDate(iso: string, timeZone?: string, locale: Locale = DEFAULT_LOCALE): string {
  const { year, month, day } = calendarDay(new Date(iso), timeZone);
  return `${day} ${MONTHS[locale][month]} ${year}`;
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
  labels: { today: string; locale: Locale } = { today: 'Today', locale: DEFAULT_LOCALE },
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
