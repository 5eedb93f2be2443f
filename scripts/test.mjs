// `npm test`: every vitest project. The end-to-end project needs Chromium; without it, and outside CI,
// it is left out with a loud note instead of failing a newcomer's first run. Under CI=true it is mandatory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const args = ['vitest', 'run', ...process.argv.slice(2)];

if (!fs.existsSync(chromium)) {
  if (ci) {
    console.error(`Chromium is missing at ${chromium}: the end-to-end tests are mandatory in CI (apt-get install -y chromium).`);
    process.exit(1);
  }
  console.warn(
    `\n*** Chromium not found at ${chromium}: the end-to-end tests are NOT run. Install it (apt-get install -y chromium) or set CHROMIUM_PATH. ***\n`,
  );
  args.push('--project', 'repo', '--project', 'shared', '--project', 'server', '--project', 'web');
}

const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
