import { z } from './zod.ts';
import { RECORD_ID } from './constants.ts';

/*
 * Reach figures (decision 098): per approved item and day (UTC), how many times its detail
 * screen was opened and how many times a reader followed its link out to the platform. Counted without cookies,
 * identifiers or anything about the reader: a count per item and day is all the server keeps.
 */

export const REACH_KINDS = ['open', 'click'] as const;
export type ReachKind = (typeof REACH_KINDS)[number];

/** The console's chart of one item: this many days, today (UTC) the last. */
export const REACH_SERIES_DAYS = 30;
/** 'Top this week': the items most reached over this many days, today (UTC) the last, at most `REACH_TOP_LIMIT`. */
export const REACH_TOP_DAYS = 7;
export const REACH_TOP_LIMIT = 20;

export const reachParamsSchema = z.object({ uniId: z.string().regex(RECORD_ID, 'Not an id'), kind: z.enum(REACH_KINDS) });

/** One day's figures; `day` is the UTC date, `YYYY-MM-DD`. */
export const reachDaySchema = z.object({ day: z.string(), opens: z.number().int(), clicks: z.number().int() });
export type ReachDay = z.infer<typeof reachDaySchema>;
/** One item's figures of one day, as the console's export file carries them (its `reach` section). */
export type ItemReachDay = { uni_id: string } & ReachDay;

/** One item's last `REACH_SERIES_DAYS` days, oldest first, a day without counts as zeros; with their totals. */
export const reachSeriesSchema = z.object({
  uni_id: z.string(),
  days: z.array(reachDaySchema),
  opens: z.number().int(),
  clicks: z.number().int(),
});
export type ReachSeries = z.infer<typeof reachSeriesSchema>;

/** The items most reached from `from` to `to` (UTC dates, both included), most opens and clicks together first. */
export const reachTopSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(z.object({ uni_id: z.string(), u_title: z.string(), opens: z.number().int(), clicks: z.number().int() })),
});
export type ReachTop = z.infer<typeof reachTopSchema>;
