import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatLongDate, groupByDay, groupThousands, shortenCount } from './format.ts';

describe('shortenCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1050, '1K'],
    [1150, '1.1K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [1_250_000, '1.2M'],
    [2_000_000_000, '2000M'],
  ])('shows %d as %s', (count, text) => {
    expect(shortenCount(count)).toBe(text);
  });
});

describe('groupThousands', () => {
  it('groups a whole number as English writes it, as Intl does', () => {
    for (const count of [0, 7, 999, 1000, 5000, 12_345, 999_999, 1_000_000, 1_234_567_890])
      expect(groupThousands(count), String(count)).toBe(count.toLocaleString('en'));
  });
});

describe('formatDayMonth', () => {
  it('shows the day and the month name', () => {
    expect(formatDayMonth('2026-11-23T10:00:00Z', 'UTC')).toBe('23 November');
  });

  it('keeps each time zone apart, whichever was asked for first', () => {
    const late = '2026-11-22T23:30:00Z';
    expect([formatDayMonth(late, 'UTC'), formatDayMonth(late, 'Asia/Kolkata'), formatDayMonth(late, 'UTC')]).toEqual([
      '22 November',
      '23 November',
      '22 November',
    ]);
  });

  it('writes what Intl writes in English, in UTC, in the reader’s own zone and in a named one', () => {
    const dates = ['2026-01-01T00:30:00Z', '2026-02-28T23:59:00Z', '2026-07-15T12:00:00Z', '2026-12-31T23:30:00Z'];
    for (const timeZone of ['UTC', undefined, 'America/New_York', 'Asia/Kolkata']) {
      const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
      for (const iso of dates) {
        expect(formatLongDate(iso, timeZone)).toBe(intl.format(new Date(iso)));
        expect(`${formatDayMonth(iso, timeZone)} ${formatLongDate(iso, timeZone).split(' ')[2]}`).toBe(intl.format(new Date(iso)));
      }
    }
  });

  it('refuses a date that is not one, in every zone', () => {
    for (const timeZone of ['UTC', undefined, 'Asia/Kolkata']) expect(() => formatDayMonth('not a date', timeZone)).toThrow(RangeError);
  });

  it('follows the reader’s own zone across summer time', () => {
    const previous = process.env.TZ;
    // Node reads TZ again when it is set, so the local getters now answer for New York.
    process.env.TZ = 'America/New_York';
    try {
      const local = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
      for (const iso of ['2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z', '2026-11-01T04:30:00Z', '2026-11-01T05:30:00Z', '2027-01-01T04:59:00Z']) {
        expect(formatLongDate(iso)).toBe(local.format(new Date(iso)));
      }
      expect(formatLongDate('2027-01-01T04:59:00Z')).toBe('31 December 2026');
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });

  it('refuses an unknown time zone every time', () => {
    expect(() => formatDayMonth('2026-11-23T10:00:00Z', 'Not/AZone')).toThrow(RangeError);
    expect(() => formatDayMonth('2026-11-23T10:00:00Z', 'Not/AZone')).toThrow(RangeError);
  });
});

describe('groupByDay', () => {
  const now = new Date('2026-11-23T15:00:00Z');
  const item = (id: string, updated: string) => ({ id, updated });

  it('puts items of the current day under Today and the rest under their date', () => {
    const groups = groupByDay(
      [item('a', '2026-11-23T14:00:00Z'), item('b', '2026-11-23T00:10:00Z'), item('c', '2026-11-22T23:59:00Z'), item('d', '2026-10-01T08:00:00Z')],
      (i) => i.updated,
      now,
      'UTC',
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['22 November 2026', ['c']],
      ['1 October 2026', ['d']],
    ]);
  });

  it('uses the calendar day of the given time zone', () => {
    const groups = groupByDay([item('a', '2026-11-22T23:30:00Z')], (i) => i.updated, now, 'Asia/Kolkata');
    expect(groups[0]!.label).toBe('Today');
  });

  it('returns no group for no items', () => {
    expect(groupByDay([], (i: { updated: string }) => i.updated, now)).toEqual([]);
  });
});

describe('in Hindi (decision 095)', () => {
  it('shortens counts as Hindi readers write them, truncated like the English', () => {
    expect(shortenCount(999, 'hi')).toBe('999');
    // A no-break space keeps the number and its word together, as Intl writes them.
    expect(shortenCount(1599, 'hi')).toBe('1.5\u00a0हज़ार');
    expect(shortenCount(99_999, 'hi')).toBe('99.9\u00a0हज़ार');
    expect(shortenCount(1_234_567, 'hi')).toBe('12.3\u00a0लाख');
    expect(shortenCount(123_456_789, 'hi')).toBe('12.3\u00a0करोड़');
  });

  it('writes dates with Hindi month names, in the zone asked for', () => {
    expect(formatDayMonth('2026-11-23T23:30:00Z', 'UTC', 'hi')).toBe('23 नवंबर');
    expect(formatDayMonth('2026-11-23T23:30:00Z', 'Asia/Kolkata', 'hi')).toBe('24 नवंबर');
    expect(formatLongDate('2026-01-05T10:00:00Z', 'UTC', 'hi')).toBe('5 जनवरी 2026');
    expect(() => formatLongDate('not a date', 'UTC', 'hi')).toThrow(RangeError);
  });

  it('groups by day under the label it is given for today', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const groups = groupByDay(['2026-11-23T10:00:00Z', '2026-11-22T10:00:00Z'], (iso) => iso, now, 'UTC', { today: 'आज', locale: 'hi' });
    expect(groups.map((group) => group.label)).toEqual(['आज', '22 नवंबर 2026']);
  });
});
