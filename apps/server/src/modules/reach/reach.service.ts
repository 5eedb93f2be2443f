import {
  REACH_SERIES_DAYS,
  REACH_TOP_DAYS,
  REACH_TOP_LIMIT,
  type ItemReachDay,
  type ReachKind,
  type ReachSeries,
  type ReachTop,
} from '@wiy/shared/reach.schema';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReachRepository } from './reach.repository.ts';

const DAY_MS = 24 * 3600_000;

/** The `count` UTC dates (`YYYY-MM-DD`) up to the one of `now`, oldest first. */
function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, n) => new Date(now.getTime() - (count - 1 - n) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * Reach figures (decision 098): readers' detail opens and clicks out to the platform, counted
 * per public item and UTC day, and the console's views of them.
 */
export class ReachService {
  constructor(
    private readonly reach: ReachRepository,
    private readonly clock: Clock,
  ) {}

  /** Counts one open or click of a public item today; any other id is a 404, as the detail shows it no item. */
  async count(uniId: string, kind: ReachKind): Promise<void> {
    const [today] = lastDays(this.clock.now(), 1);
    if (!(await this.reach.count(uniId, today!, kind))) throw new ClientError(404, 'No content found.');
  }

  /** The item's last `REACH_SERIES_DAYS` days, today the last, a day without counts as zeros; an unknown id is a 404. */
  async series(uniId: string): Promise<ReachSeries> {
    if (!(await this.reach.itemExists(uniId))) throw new ClientError(404, `No content item "${uniId}"`);
    const days = lastDays(this.clock.now(), REACH_SERIES_DAYS);
    const counted = new Map((await this.reach.daysOf(uniId, days[0]!, days.at(-1)!)).map((figures) => [figures.day, figures]));
    const series = days.map((day) => counted.get(day) ?? { day, opens: 0, clicks: 0 });
    return {
      uni_id: uniId,
      days: series,
      opens: series.reduce((sum, figures) => sum + figures.opens, 0),
      clicks: series.reduce((sum, figures) => sum + figures.clicks, 0),
    };
  }

  /** 'Top this week': the items most reached over the last `REACH_TOP_DAYS` days, today the last. */
  async top(): Promise<ReachTop> {
    const days = lastDays(this.clock.now(), REACH_TOP_DAYS);
    const from = days[0]!;
    const to = days.at(-1)!;
    return { from, to, items: await this.reach.top(from, to, REACH_TOP_LIMIT) };
  }

  /** Every figure kept, for the console's export. */
  async figures(): Promise<ItemReachDay[]> {
    return this.reach.all();
  }
}
