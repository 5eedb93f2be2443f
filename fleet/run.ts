/**
 * `npm run fleet`: the fleet test with its longer loads, then reads through HAProxy with one, two and three app
 * machines. The load generator shares the two cores with the machines and the balancer, so the figures are a
 * report, not an aim.
 */
import { spawnSync } from 'node:child_process';
import { load, machine } from '../bench/support.ts';
import { fleetMissing, startFleet } from './fleet.ts';

const why = fleetMissing();
if (why) {
  console.error(`The fleet cannot run here: ${why}.`);
  process.exit(1);
}

const checks = spawnSync('npx', ['vitest', 'run', '--project', 'fleet'], { stdio: 'inherit', env: { ...process.env, FLEET_FULL: 'true' } });
if (checks.status !== 0) process.exit(checks.status ?? 1);

// One client address makes every request: its per-address read limit is lifted for this measurement alone.
const fleet = await startFleet({ adminDatabaseUrl: process.env.TEST_DATABASE_URL!, running: 1, settings: { PUBLIC_READS_PER_MINUTE: '100000000' } });
const rows: string[] = [];
try {
  for (const n of [1, 2, 3]) {
    if (n > 1) {
      await fleet.machines[n - 1]!.start();
      await fleet.settled();
    }
    const sample = await load(`${fleet.url}/api/get_feed/1`, { connections: 32, pipelining: 1, seconds: 10 });
    rows.push(`| ${n} | ${Math.round(sample.rps)} | ${sample.p99} ms | ${JSON.stringify(sample.statuses)} |`);
  }
} finally {
  await fleet.stop();
}
console.log(`\nThe Trending feed's page 1 through HAProxy (${machine()}), 32 connections for 10 s:\n`);
console.log('| machines | answers a second | p99 | statuses |\n|---:|---:|---:|---|');
console.log(rows.join('\n'));
