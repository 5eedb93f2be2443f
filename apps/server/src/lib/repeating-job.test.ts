import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { systemClock } from './clock.ts';
import { FIRST_RUN_WITHIN_MS, TimedJobs, type JobClaims } from './repeating-job.ts';

/** Claims that never meet another process: these tests are of the timer. */
const alone: JobClaims = { claim: async () => true, forgetBefore: async () => {} };

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server with one job every `everyMs`, listening; the times of the job's runs, counted from the listen. */
async function listening(everyMs: number, enabled = true) {
  const app = Fastify();
  apps.push(app);
  const runs: number[] = [];
  let listened = 0;
  new TimedJobs(app, { enabled, claims: alone, clock: systemClock }).every('counting', everyMs, async () => runs.push(performance.now() - listened));
  listened = performance.now();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return runs;
}

it("runs a long period's work a second after listening at most, not at once", async () => {
  const runs = await listening(60_000);
  // The first requests of a process just started come before its timed work.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(runs).toEqual([]);
  await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: FIRST_RUN_WITHIN_MS + 2000, interval: 20 });
  expect(runs[0]).toBeGreaterThanOrEqual(FIRST_RUN_WITHIN_MS - 5);
});

it("runs a short period's work one period after listening, then every period", async () => {
  const runs = await listening(100);
  await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), { timeout: 3000, interval: 10 });
  expect(runs[0]).toBeGreaterThanOrEqual(95);
  expect(runs[0]).toBeLessThan(FIRST_RUN_WITHIN_MS);
  expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(95);
});

it('runs nothing on a machine whose jobs are off', async () => {
  // The timers moved instead of waited for: ten first-run delays pass at once.
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
  try {
    const runs = await listening(100, false);
    await vi.advanceTimersByTimeAsync(10 * FIRST_RUN_WITHIN_MS);
    expect(runs).toEqual([]);
  } finally {
    vi.useRealTimers();
  }
});
