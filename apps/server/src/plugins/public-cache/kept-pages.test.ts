import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { PUBLIC_CACHE_CONTROL } from './public-cache.ts';

/**
 * A stand-in for the web app's server-rendering entry that counts its renders: `/missing` renders the
 * not-found screen, `/broken` a screen one of whose components threw; a page under `/held` waits for
 * `globalThis.heldRender` before it renders.
 */
const ENTRY = `
let renders = 0;
export function createPageRenderer() {
  return {
    async render({ url, locale, dataSaver, saveData }) {
      if (url.startsWith('/held')) await globalThis.heldRender;
      const render = ++renders;
      const status = url === '/missing' || url === '/held/missing' ? 404 : 200;
      return {
        head: { status, type: 'website', title: 'Page' },
        body: (async function* () { yield '<p>render ' + render + ' of ' + url + ' in ' + locale + (dataSaver ? ' saving data' : '') + (saveData ? ' (Save-Data)' : '') + '</p>'; })(),
        state: '{}',
        errors: url === '/broken' ? [new Error('a card failed')] : [],
      };
    },
  };
}`;

describe('server-rendered pages kept as ready bytes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-pages-'));
  const dist = path.join(dir, 'dist');
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>wiy</title></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(dir, 'dist-server'));
    fs.writeFileSync(path.join(dir, 'dist-server/entry-server.js'), ENTRY);
    const config = loadConfig({
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST: dist,
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Pages are kept for the site's own hosts only (decision 204).
      ALLOWED_HOSTS: 'wiy.example',
    });
    database = openDatabase({ dataDir: config.dataDir, sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    app = await buildApp({ config, database, logger: false });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string, language?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host: 'wiy.example', ...(cookie && { cookie }), ...(language && { 'accept-language': language }), ...headers },
    });

  it('sends a rendered page again from memory, public for a CDN, until the content changes', async () => {
    const first = await page('/category?id=1');
    expect(first.body).toContain('render 1 of /category?id=1');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const again = await page('/category?id=1');
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(again.headers.etag).toBeDefined();
    await database.db
      .insertInto('language')
      .values({ uni_id: 'en', name: 'english', label: 'English' } as never)
      .execute();
    await app.publicAnswers.version.refresh();
    expect((await page('/category?id=1')).body).toContain('render 2 of /category?id=1');
  });

  it('renders a page once for readers that ask together, and once for each when the page is not one to share', async () => {
    for (const [url, renders] of [
      ['/held', 1],
      ['/held/missing', 5],
    ] as const) {
      let release!: () => void;
      (globalThis as { heldRender?: Promise<void> }).heldRender = new Promise((resolve) => (release = resolve));
      const serves = vi.spyOn(app.publicAnswers, 'serve');
      const together = Promise.all(Array.from({ length: 5 }, () => page(url)));
      await vi.waitFor(() => expect(serves).toHaveBeenCalledTimes(5));
      release();
      const answers = await together;
      serves.mockRestore();
      expect(new Set(answers.map((answer) => /render (\d+) of/.exec(answer.body)![1])).size, url).toBe(renders);
    }
  });

  it('renders a kept page again after a minute, since it shows dates as of its render', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = (await page('/hot')).body;
    expect((await page('/hot')).body).toBe(first);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await page('/hot')).body).not.toBe(first);
  });

  it('renders the not-found page and a page with a failed part every time', async () => {
    for (const url of ['/missing', '/broken']) {
      const first = await page(url);
      expect(first.headers['cache-control']).not.toBe(PUBLIC_CACHE_CONTROL);
      expect((await page(url)).body).not.toBe(first.body);
    }
  });

  it("writes the reader's display cookies on <html>, in a page of that reader's own, and varies on the cookie", async () => {
    const plain = await page('/display');
    expect(plain.body).toMatch(/^<html lang="en"><head>/);
    expect(plain.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const dark = await page('/display', 'session=x; theme=dark; text-size=large');
    expect(dark.body).toMatch(/^<html lang="en" data-theme="dark" data-text-size="large"><head>/);
    // Never kept, here or by a shared cache (many CDNs ignore Vary: cookie): rendered again each time.
    expect(dark.headers['cache-control']).toBe('private, no-cache');
    expect(dark.headers['cdn-cache-control']).toBeUndefined();
    expect((await page('/display', 'theme=dark; text-size=large')).body).not.toBe(dark.body);
    // The readers without a choice still get the one kept page, the defaults and unknown values included.
    expect((await page('/display')).body).toBe(plain.body);
    expect((await page('/display', 'theme=system; text-size=huge')).body).toBe(plain.body);
    expect(plain.headers.vary).toMatch(/^cookie\b/);
    expect((await page('/display')).headers.vary).toBe('cookie, accept-language, save-data, accept-encoding');
  });

  it("marks the page of a device with mutes, which hides its cards until live, and keeps it that reader's own", async () => {
    const plain = await page('/display');
    const muting = await page('/display', 'mutes=1');
    expect(muting.body).toMatch(/^<html lang="en" data-mutes=""><head>/);
    expect(muting.headers['cache-control']).toBe('private, no-cache');
    expect((await page('/display', 'mutes=0')).body).toBe(plain.body);
  });

  it('writes them on the page a browser renders too (the account and settings screens)', async () => {
    const settings = await page('/settings', 'text-size=small');
    expect(settings.body).toMatch(/^<html lang="en" data-text-size="small">/);
    expect(settings.headers.vary).toMatch(/cookie/);
    expect((await page('/settings', 'lang=hi')).body).toMatch(/^<html lang="hi">/);
  });

  it("renders the page in the browser's language, kept apart per language and shared like any public page", async () => {
    const english = await page('/language', undefined, 'fr-FR,fr;q=0.9');
    expect(english.body).toMatch(/^<html lang="en"><head>/);
    expect(english.body).toContain('of /language in en');
    const hindi = await page('/language', undefined, 'hi-IN,hi;q=0.9,en-US;q=0.8');
    expect(hindi.body).toMatch(/^<html lang="hi"><head>/);
    expect(hindi.body).toContain('of /language in hi');
    expect(hindi.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(hindi.headers.vary).toMatch(/^cookie, accept-language\b/);
    // Each language's page is kept apart: neither is handed to a reader of the other.
    expect((await page('/language', undefined, 'hi')).body).toBe(hindi.body);
    expect((await page('/language', undefined, 'en-GB')).body).toBe(english.body);
    // The q values decide, whatever the order, and the written order between equals, as in the browser.
    expect((await page('/language', undefined, 'en;q=0.5, hi-IN;q=0.8')).body).toBe(hindi.body);
    expect((await page('/language', undefined, 'hi,en')).body).toBe(hindi.body);
    expect((await page('/language', undefined, 'hi;q=0,en')).body).toBe(english.body);
    // No header at all is English.
    expect((await page('/language')).body).toBe(english.body);
  });

  it("renders a reader's chosen language whatever the browser asks, as the page every reader of it gets", async () => {
    const hindi = await page('/chosen', undefined, 'hi');
    const chosen = await page('/chosen', 'lang=hi', 'en-US');
    expect(chosen.body).toMatch(/^<html lang="hi"><head>/);
    expect(chosen.body).toBe(hindi.body);
    expect(chosen.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await page('/chosen', 'lang=en', 'hi')).body).toMatch(/^<html lang="en"><head>/);
    // An unknown choice is no choice: the browser's language decides.
    expect((await page('/chosen', 'lang=xx', 'hi')).body).toBe(hindi.body);
  });

  it("renders the data saver's page for Save-Data: on or its cookie, kept apart and shared by every reader who saves data", async () => {
    const plain = await page('/saver');
    expect(plain.body).not.toContain('saving data');
    const asked = await page('/saver', undefined, undefined, { 'save-data': 'on' });
    expect(asked.body).toContain('of /saver in en saving data (Save-Data)');
    expect(asked.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(asked.headers.vary).toMatch(/^cookie, accept-language, save-data\b/);
    // Kept apart: each reader gets the page of their own kind, from memory.
    expect((await page('/saver', undefined, undefined, { 'save-data': 'on' })).body).toBe(asked.body);
    expect((await page('/saver')).body).toBe(plain.body);
    // The reader's choice wins over the browser's: On saves data without the header, Off never does.
    const chosen = await page('/saver', 'data-saver=on');
    expect(chosen.body).toContain('of /saver in en saving data</p>');
    expect(chosen.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await page('/saver', 'data-saver=on')).body).toBe(chosen.body);
    expect((await page('/saver', 'data-saver=off', undefined, { 'save-data': 'on' })).body).toMatch(/of \/saver in en \(Save-Data\)<\/p>/);
    expect((await page('/saver', 'data-saver=auto', undefined, { 'save-data': 'off' })).body).toBe(plain.body);
  });

  it('leaves the account and settings screens to the browser however their path is written', async () => {
    for (const path of ['/Settings', '/%73ettings', '/ADMIN/content', '/saved/']) {
      const answer = await page(path);
      expect(answer.body, path).not.toContain('render ');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });
});
