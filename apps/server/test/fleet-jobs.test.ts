import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { MAINTENANCE_INTERVAL_MS } from '../src/modules/account/account.limits.ts';
import { describeEachDatabase } from './helper.ts';

describeEachDatabase('timed jobs across machines on one database', (ctx) => {
  let others: FastifyInstance[] = [];
  beforeAll(async () => {
    // Two more server processes on the same database, with the same clock: three machines of a fleet.
    others = await Promise.all([1, 2].map(() => buildApp({ config: ctx().config, database: ctx().database, clock: ctx().clock, logger: false })));
    await Promise.all(others.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all(others.map((app) => app.close()));
  });

  /** Every machine's timer for the job fires at the clock's present time, all at once; answers how many did the work. */
  const ranAcrossTheFleet = async (job: string) => {
    const ran = await Promise.all([ctx().app, ...others].map((app) => app.timedJobs.run(job)));
    return ran.filter(Boolean).length;
  };

  it.each([
    ['account maintenance', MAINTENANCE_INTERVAL_MS],
    ['pruning request counters', 3600_000],
  ])('runs %s once per due time, whichever machines tick', async (job, periodMs) => {
    const maintenance = [ctx().app, ...others].map((app) => vi.spyOn(app.account.deletions, 'runMaintenance'));
    // The helper's clock starts at the top of an hour: the start of a period of either job.
    expect(await ranAcrossTheFleet(job)).toBe(1);
    expect(await ranAcrossTheFleet(job)).toBe(0);
    ctx().clock.advance(periodMs - 1);
    expect(await ranAcrossTheFleet(job)).toBe(0);
    ctx().clock.advance(1);
    expect(await ranAcrossTheFleet(job)).toBe(1);
    ctx().clock.advance(5 * periodMs);
    expect(await ranAcrossTheFleet(job)).toBe(1);
    expect(maintenance.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBe(job === 'account maintenance' ? 3 : 0);
    maintenance.forEach((spy) => spy.mockRestore());
  });
});
