/**
 * The long-scroll part of `npm run bench`: the real server on 100,000 items serves the built web
 * app; Chromium at a phone's size opens `/` and scrolls until 5,000 cards have loaded, and the number of
 * elements in the page is read after the first screen and at the end. `scrollSection` answers the section
 * run.ts writes into docs/benchmarks.md.
 */
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { fill, machine, root, scratch, startServer, stop, today } from './support.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../apps/web/e2e/chromium.ts';

export const SCROLL_HEADING = '## Long scrolls (issue 9)';

const ITEMS = 100_000;
const CARDS = Number(process.env.BENCH_SCROLL_CARDS ?? 5_000);
const VIEWPORT = { width: 390, height: 844 };
/** The aim: the page after the long scroll holds at most this many times the first screen's elements. */
const AIM = 1.3;

const elements = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);
/** The feed element tells how many items are loaded; only those near the viewport are in the page. */
const loaded = (page: Page) => page.evaluate(() => Number(document.querySelector('[role="feed"]')?.getAttribute('data-count') ?? 0));

async function waitFor(condition: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function scrollSection(): Promise<string> {
  const dir = path.join(scratch, 'scroll');
  console.log(`Filling a scratch database with ${ITEMS} approved items and building the web app…`);
  await fill(undefined, path.join(dir, 'data'), ITEMS);
  const webDist = path.join(dir, 'web-dist');
  await build({ root: path.join(root, 'apps/web'), logLevel: 'warn', build: { outDir: webDist, emptyOutDir: true } });
  // 250 page calls and their images from one address in a few seconds: the limits are not what is measured.
  const server = await startServer({ DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', WEB_DIST: webDist, PER_ADDRESS_LIMIT_FACTOR: '100' });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    await page.goto(`${server.url}/`);
    await waitFor(async () => (await loaded(page)) >= 20, 'the first page');
    // Settled: the virtualiser has measured the first rows and rendered what the viewport shows.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const firstScreen = await elements(page);

    const started = Date.now();
    let count = await loaded(page);
    while (count < CARDS) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const before = count;
      await waitFor(async () => (count = await loaded(page)) > before, `page ${before / 20 + 1}`);
    }
    const seconds = (Date.now() - started) / 1000;
    const settle = () => page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 200)));
    await settle();
    const atEnd = await elements(page);
    // The middle of the list renders the margin above and below the viewport, the end only above it; half
    // way down is short of the 75% that loads more.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await settle();
    const inMiddle = await elements(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const heap = await page.evaluate(() => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
    const ratio = atEnd / firstScreen;
    const middleRatio = inMiddle / firstScreen;
    console.log(
      `elements: first screen ${firstScreen}, after ${count} cards ${atEnd} (${ratio.toFixed(2)}x), half way ${inMiddle} (${middleRatio.toFixed(2)}x) in ${seconds.toFixed(1)} s`,
    );

    return `${SCROLL_HEADING}

Produced by \`BENCH_ONLY=scroll npm run bench\` (${today()}): the server on SQLite with ${ITEMS.toLocaleString('en')} approved
items serves the built web app; Chromium (headless) at ${VIEWPORT.width}×${VIEWPORT.height} opens \`/\` and scrolls to the bottom
again and again, each time waiting for the next page, until ${CARDS.toLocaleString('en')} cards have loaded. Elements are
\`document.getElementsByTagName('*').length\`. Machine: ${machine()}.

| moment | cards loaded | elements in the page |
|---|---:|---:|
| first screen | 20 | ${firstScreen} |
| after the long scroll, at its end | ${count} | ${atEnd} |
| then half way back up the list | ${count} | ${inMiddle} |

Ratio: **${ratio.toFixed(2)}x** the first screen after the long scroll, **${middleRatio.toFixed(2)}x** half way up (aim ≤ ${AIM}). The document stays as tall as the whole list
(${height.toLocaleString('en')} px), so the load triggers measure all of it. The ${count / 20} pages took ${seconds.toFixed(1)} s of scrolling;
the page's JavaScript heap at the end: ${(heap / 1024 / 1024).toFixed(1)} MB. The server has no media in this run (the items'
images answer 404), which changes no element count.
`;
  } finally {
    await browser.close();
    await stop(server.child);
  }
}
