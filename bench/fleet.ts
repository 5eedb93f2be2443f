/**
 * Reads through a real HAProxy in front of one, two and three app machines on one PostgreSQL database (the fleet
 * test's topology, fleet/fleet.ts). The load generator shares the two cores with the machines and the balancer, so
 * the figures are a report, not an aim.
 */
import { fleetMissing, startFleet } from '../fleet/fleet.ts';
import { load, machine } from './support.ts';

export const FLEET_HEADING = '## A fleet behind HAProxy (`npm run fleet`)';

export async function fleetSection(): Promise<string> {
  const missing = fleetMissing();
  if (missing) return `${FLEET_HEADING}\n\nNot measured: ${missing}.`;
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
      const statuses = Object.entries(sample.statuses)
        .map(([status, count]) => `${count.toLocaleString('en')} × ${status}`)
        .join(', ');
      rows.push(`| ${n} | ${Math.round(sample.rps).toLocaleString('en')} | ${sample.p99} ms | ${statuses} |`);
    }
  } finally {
    await fleet.stop();
  }
  return [
    FLEET_HEADING,
    '',
    `Reads of the Trending feed's page 1 through HAProxy (\`deploy/haproxy.cfg\`) in front of one, two and three compiled`,
    `app machines on one PostgreSQL database and the demo content, 32 connections for 10 s (autocannon), on ${machine()}.`,
    'No aim: the load generator, HAProxy, the machines and PostgreSQL share the cores, so more machines add processes',
    'competing for them rather than capacity.',
    '',
    '| machines | answers a second | p99 | statuses |',
    '|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}
