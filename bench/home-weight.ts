/**
 * The home route's JavaScript against React and ReactDOM alone, counted twice: from the build's
 * manifest (the scripts the home page's entry loads, as the build check counts them), and as every script a
 * Chromium visit to `/` fetches until the app is live and the network is quiet, on the real server with the
 * demo content. Then the ten largest modules of the home route. `homeWeightSection` answers the section run.ts
 * writes.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { buildReactAlone, buildWeb, HOME_WEIGHT_CEILING, homeWeight, largestModules, type Weight } from '../scripts/home-weight.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../apps/web/e2e/chromium.ts';
import { root, scratch, startServer, stop, today } from './support.ts';

export const HOME_WEIGHT_HEADING = '## Home route JavaScript';

const target = path.join(scratch, 'home-weight');

/** Every script the page at `url` fetches until the app is live and no request has been open for 500 ms. */
async function scriptsInChromium(url: string): Promise<{ file: string; weight: Weight }[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ file: string; weight: Weight }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          weight: { raw: body.length, gzip: gzipSync(body, { level: 9 }).length },
        })),
      );
    });
    await page.goto(url);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

export async function homeWeightSection(): Promise<string> {
  console.log('Building the web app and the React-only baseline…');
  const dist = await buildWeb(path.join(target, 'dist'));
  await build({
    root: path.join(root, 'apps/web'),
    logLevel: 'warn',
    build: { ssr: 'src/app/entry-server.tsx', outDir: path.join(target, 'dist-server'), emptyOutDir: true },
  });
  const app = homeWeight(dist);
  const reactAlone = homeWeight(await buildReactAlone(path.join(target, 'react-alone')));
  const server = await startServer({ DATA_DIR: path.join(target, 'data'), DATABASE_URL: '', SEED_DEMO: 'true', WEB_DIST: dist });
  let live: { file: string; weight: Weight }[];
  try {
    live = await scriptsInChromium(`${server.url}/`);
  } finally {
    await stop(server.child);
  }
  const liveWeight = live.reduce((sum, { weight }) => ({ raw: sum.raw + weight.raw, gzip: sum.gzip + weight.gzip }), { raw: 0, gzip: 0 });
  const ratio = (weight: Weight) => (weight.gzip / reactAlone.gzip).toFixed(2);
  const modules = largestModules(dist, 10);

  return `${HOME_WEIGHT_HEADING}

Produced by \`npm run bench\` (alone: \`BENCH_ONLY=home-js npm run bench\`; ${today()}). gzip -9, each script compressed on
its own. *From the manifest*: every script the home page's entry loads, its static imports and the app it imports once
the page has loaded, with theirs (what \`scripts/home-weight.test.ts\` holds under ${HOME_WEIGHT_CEILING}x). *In Chromium*: every
script a visit to \`/\` fetched, on the real server with the demo content, until the app was live and the network quiet.

| bundle | raw bytes | gzip bytes | vs React alone |
|---|---:|---:|---:|
| the home route, from the manifest | ${app.raw} | ${app.gzip} | **${ratio(app)}x** |
| the home route, in Chromium | ${liveWeight.raw} | ${liveWeight.gzip} | **${ratio(liveWeight)}x** |
| React + ReactDOM alone | ${reactAlone.raw} | ${reactAlone.gzip} | 1.00x |

The issue asks at most 1.5x (aim 1.2x). Scripts in Chromium: ${live.map(({ file, weight }) => `\`${path.basename(file)}\` ${weight.gzip}`).join(', ')}.

The ten largest modules of the home route (minified bytes each left in the scripts, from their source maps):

| module | minified bytes |
|---|---:|
${modules.map(({ module, bytes }) => `| \`${module}\` | ${bytes} |`).join('\n')}`;
}
