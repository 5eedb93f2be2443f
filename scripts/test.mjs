// `npm test`: every vitest project. The end-to-end projects need Chromium (e2e-postgres PostgreSQL too), the fleet
// project HAProxy and PostgreSQL; without them, and outside CI, each is left out with a loud note instead of failing a
// newcomer's first run. Under CI=true all are mandatory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const given = process.argv.slice(2);

const noChromium = fs.existsSync(chromium) ? undefined : `Chromium is missing at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
const noPostgres = process.env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set';
/** What each project that needs more than Node lacks on this machine, if anything. */
const missing = {
  e2e: noChromium,
  'e2e-postgres': noChromium ?? (noPostgres && `${noPostgres} (the writing specs run again on PostgreSQL)`),
  fleet: noPostgres
    ? `${noPostgres} (the fleet runs on PostgreSQL)`
    : spawnSync('haproxy', ['-v']).error
      ? 'HAProxy is missing (apt-get install -y haproxy)'
      : undefined,
};
const leftOut = Object.entries(missing).filter(([, why]) => why);

if (leftOut.length > 0) {
  if (ci) {
    for (const [project, why] of leftOut) console.error(`The ${project} tests are mandatory in CI: ${why}.`);
    process.exit(1);
  }
  for (const [project, why] of leftOut) console.warn(`\n*** The ${project} tests are NOT run: ${why}. ***\n`);
}

const runnable = (projects) => projects.filter((project) => !missing[project]).flatMap((project) => ['--project', project]);
// One vitest, the projects one after the other: run side by side on two cores, the browser and fleet tests starved the
// unit tests' timers and failed at random.
const args = given.includes('--project') ? given : [...runnable(['repo', 'shared', 'server', 'web', 'e2e', 'e2e-postgres', 'fleet']), ...given];
const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
