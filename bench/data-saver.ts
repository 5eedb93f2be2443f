/**
 * The data saver's part of `npm run bench` (decision 242): the bytes a phone transfers for the first screen
 * of `/` and five more pages of scrolling, with the data saver off, asked for by the browser (`Save-Data: on`,
 * Automatic) and turned on in the settings (its cookie). Chromium at a phone's size reads every page as a reader
 * would, one screen at a time, tapping no card's picture; the bytes are the sum of CDP's `Network.loadingFinished`
 * `encodedDataLength` (headers and compressed bodies as they crossed the wire), service workers blocked so that no
 * precache counts. Twice: a first
 * visit, and a returning reader whose browser already holds the app's code (the same files in every mode, kept a
 * year). `dataSaverSection` answers the section run.ts writes into docs/benchmarks.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { IMAGE_PLACEHOLDER_WIDTH } from '@wiy/shared/image-variants';
import { buildApp } from './first-visit.ts';
import { givePhotos } from './photo-content.ts';
import { machine, scratch, startServer, stop, today } from './support.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../apps/web/e2e/chromium.ts';

export const DATA_SAVER_HEADING = '## Data saver (issue 46)';

const PAGE_SIZE = 20;
/** The first screen's page and five more. */
const CARDS = 6 * PAGE_SIZE;
/** A phone (390×844 CSS px at 2x: a mid-range Android's screen). */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** The aim: the data saver's visit at most this share of the normal one (0.2 hoped for). */
const AIM = 0.3;
/** Quiet this long with nothing in flight: the page has fetched what the reader's screens asked for. */
const SETTLED_MS = 1000;

const KINDS = ['Document', 'Script', 'Image', 'Fetch', 'Other'] as const;
type Kind = (typeof KINDS)[number];
type Bytes = Record<Kind, number> & { total: number; cards: number };

const MODES = [
  { name: 'data saver off', options: {} },
  { name: 'Automatic, the browser sends `Save-Data: on`', options: { extraHTTPHeaders: { 'Save-Data': 'on' } } },
  { name: 'On in the settings (its cookie)', cookie: true, options: {} },
] as const;

async function waitFor(condition: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * One visit of `/` in a fresh browser context: read the first screen, then scroll a screen at a time until six pages
 * of cards have loaded and the last of them is on screen. With `codeCached`, `/settings` (rendered by the browser
 * with the same app code, no cards) is opened first and not counted.
 */
async function visit(browser: Browser, mode: (typeof MODES)[number], url: string, codeCached: boolean): Promise<Bytes> {
  const context = await browser.newContext({ ...PHONE, ...mode.options, serviceWorkers: 'block' });
  if ('cookie' in mode) await context.addCookies([{ name: 'data-saver', value: 'on', url }]);
  try {
    const page = await context.newPage();
    if (codeCached) {
      await page.goto(`${url}/settings`);
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const kinds = new Map<string, Kind>();
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    const bytes: Bytes = { Document: 0, Script: 0, Image: 0, Fetch: 0, Other: 0, total: 0, cards: 0 };
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.add(event.requestId);
      lastActivity = Date.now();
      const type = event.type ?? 'Other';
      kinds.set(event.requestId, (KINDS as readonly string[]).includes(type) ? (type as Kind) : type === 'XHR' ? 'Fetch' : 'Other');
    });
    cdp.on('Network.loadingFinished', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
      bytes[kinds.get(event.requestId) ?? 'Other'] += event.encodedDataLength;
      bytes.total += event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    const loaded = () => page.evaluate(() => Number(document.querySelector('[role="feed"]')?.getAttribute('data-count') ?? 0));
    await page.goto(`${url}/`);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await waitFor(async () => (await loaded()) >= PAGE_SIZE, 'the first page');
    // A screen at a time, as a reader scrolls, until the last counted card is on screen; the list asks for its next
    // page itself as its end nears (which may load a page past the counted ones, as it would for a reader).
    const lastCardShown = (last: number) =>
      page.evaluate((position) => {
        const card = document.querySelector(`[aria-posinset="${position}"]`);
        return card !== null && card.getBoundingClientRect().top < window.innerHeight;
      }, last);
    while (!(await lastCardShown(CARDS))) {
      const before = await page.evaluate(() => window.scrollY);
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await new Promise((resolve) => setTimeout(resolve, 150));
      // At the end of what has loaded: wait for the next page before scrolling on.
      if ((await page.evaluate(() => window.scrollY)) === before) {
        const count = await loaded();
        await waitFor(async () => (await loaded()) > count, 'the next page');
      }
    }
    await waitFor(async () => inFlight.size === 0 && Date.now() - lastActivity >= SETTLED_MS, 'the network to settle');
    bytes.cards = await loaded();
    return bytes;
  } finally {
    await context.close();
  }
}

const kB = (n: number) => (n / 1000).toFixed(1);

/** The contents measured: the demo's, and the same cards each with a photo of its own (`photo-content.ts`). */
const CONTENTS = [
  { name: 'demo', photos: false },
  { name: 'photos', photos: true },
] as const;

interface Measured {
  rows: string[];
  ratios: string[];
  met: boolean;
}

/** Every visit and mode on a server over `content`, after a warm-up that is not counted. */
async function measure(browser: Browser, webDist: string, content: (typeof CONTENTS)[number]): Promise<Measured> {
  const dataDir = path.join(scratch, `data-saver-${content.name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    WEB_DIST: webDist,
    // Six pages and their images from one address in a few seconds: the limits are not what is measured.
    PER_ADDRESS_LIMIT_FACTOR: '100',
  };
  if (content.photos) {
    // Seeded by a first start, given its photos while stopped.
    await stop((await startServer(env)).child);
    console.log(`data saver: ${await givePhotos(dataDir)} cards given a photo of their own`);
  }
  const server = await startServer(env);
  try {
    // Warm-up, not counted: the server's first render of each kind of page, and the first request of each image's
    // variants (made on that request), take time but change no byte.
    for (const mode of MODES) await visit(browser, mode, server.url, false);
    const measured: Measured = { rows: [], ratios: [], met: true };
    for (const codeCached of [false, true]) {
      const results = [];
      for (const mode of MODES) {
        const bytes = await visit(browser, mode, server.url, codeCached);
        console.log(`data saver, ${content.name}, ${codeCached ? 'code cached' : 'first visit'}, ${mode.name}: ${bytes.total} bytes, ${bytes.cards} cards`);
        results.push({ mode, bytes });
      }
      const normal = results[0]!.bytes.total;
      const visitName = codeCached ? 'returning (app code cached)' : 'first visit';
      for (const { mode, bytes } of results) {
        measured.rows.push(
          `| ${content.name} | ${visitName} | ${mode.name} | ${bytes.cards} | ${KINDS.map((kind) => kB(bytes[kind])).join(' | ')} | **${kB(bytes.total)}** | ${((bytes.total / normal) * 100).toFixed(0)}% |`,
        );
      }
      const worst = Math.max(...results.slice(1).map(({ bytes }) => bytes.total)) / normal;
      measured.ratios.push(`${content.name}, ${visitName}: **${(worst * 100).toFixed(0)}%**`);
      measured.met &&= worst <= AIM;
    }
    return measured;
  } finally {
    await stop(server.child);
  }
}

export async function dataSaverSection(): Promise<string> {
  const webDist = await buildApp();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const all: Measured[] = [];
  try {
    for (const content of CONTENTS) all.push(await measure(browser, webDist, content));
  } finally {
    await browser.close();
  }
  const [demo, photos] = all as [Measured, Measured];
  return `${DATA_SAVER_HEADING}

Produced by \`BENCH_ONLY=data-saver npm run bench\` (${today()}) on ${machine()}: the real server on the built app
(SQLite); Chromium (headless) as a phone (390×844 at 2x, touch) opens \`/\`, reads the first screen, then
scrolls a screen at a time until ${CARDS} cards (the first page and five more) have loaded and the last is on screen,
and waits until the network has been quiet for ${SETTLED_MS / 1000} s. Bytes are CDP's \`Network.loadingFinished\`
\`encodedDataLength\` summed (headers and compressed bodies), in kB; service workers blocked. Each visit is a fresh
context; the returning reader first opened \`/settings\` (the same app code, no cards), which is not counted.
Two contents: *demo*, the demo catalogue, whose cards share 24 pictures drawn as flat gradients (about 1.3 kB at
320 px); *photos*, the same cards each with a photo of its own, drawn to compress as photos do (\`bench/photo-content.ts\`:
1280×720, about 170 kB as JPEG, 20 kB as the 320 px WebP, 300 bytes as the placeholder).

| content | visit | data saver | cards | HTML | scripts | images | API | other | total | of normal |
|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|
${[...demo.rows, ...photos.rows].join('\n')}

With the data saver, the larger of its two modes as a share of the normal figure (aim ≤ ${AIM * 100}%, hoped 20%):
${[...demo.ratios, ...photos.ratios].join('; ')}. On the demo's content: **${demo.met ? 'met' : 'not met'}**; on cards with
photos: **${photos.met ? 'met' : 'not met'}**. Cards show a ${IMAGE_PLACEHOLDER_WIDTH} px placeholder, blurred, until the
reader taps for the 320 px picture, which no visit here does. What the saver leaves is the app's code (the same files
in every mode, kept a year once fetched), the page, the API's pages of cards, the interface's icons, one placeholder
per picture and the headers of every answer. Which reading decision 242 defends, and why: there.
`;
}
