import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { SpentTime } from '@wiy/shared/account.schema';
import type { AccountStore } from '../account.store.ts';

/** HH:MM:SS, hours of two or more digits (spec 001 §3). */
const TIME_SPENT = /^(\d{2,3}):([0-5]\d):([0-5]\d)$/;

/** Session-time records (spec 001 §4, session tracking). */
export class SessionTimeService {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
  ) {}

  /** Stores one record after checking that the times are times and that the duration fits them. */
  async save(record: SpentTime): Promise<void> {
    const start = Date.parse(record.startTime);
    const end = Date.parse(record.endTime);
    if (Number.isNaN(start) || Number.isNaN(end)) throw new ClientError(400, 'startTime and endTime must be dates');
    if (end < start) throw new ClientError(400, 'endTime must not be before startTime');
    const match = TIME_SPENT.exec(record.timeSpent);
    if (!match) throw new ClientError(400, 'timeSpent must be HH:MM:SS');
    const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
    // Whole seconds are rounded either way by clients; more than a second off is a malformed record.
    if (Math.abs(seconds - (end - start) / 1000) > 1) throw new ClientError(400, 'timeSpent must match endTime minus startTime');
    const now = this.clock.now();
    await this.store.repos.activity.saveSpentTime({
      id: newId(now),
      user_id: record.userId,
      start_time: new Date(start).toISOString(),
      end_time: new Date(end).toISOString(),
      time_spent: record.timeSpent,
      created: now.toISOString(),
    });
  }
}
