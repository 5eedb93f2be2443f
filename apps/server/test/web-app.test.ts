import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';

describe('serving the web app', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-web-'));
  const dist = path.join(dir, 'dist');
  let app: FastifyInstance;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><meta name="app-config" content="app-config" /><meta name="theme-color" content="#1d4ed8" /><title>wiy</title></head><body>${'<p>text</p>'.repeat(200)}</body></html>`,
    );
    fs.writeFileSync(path.join(dist, 'assets/app-1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets/app-1234.js.br'), zlib.brotliCompressSync('console.log(1)'));
    fs.writeFileSync(path.join(dist, 'assets/app-1234.js.gz'), zlib.gzipSync('console.log(1)'));
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    fs.mkdirSync(path.join(dir, 'data/media/demo'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'data/media/demo/a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const config = loadConfig({
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST: dist,
      APP_SHORT_NAME: 'wnews',
      APP_DISPLAY_NAME: 'Wiy <News>',
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const database = openDatabase({ dataDir: config.dataDir, sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    app = await buildApp({ config, database, logger: false });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the runtime configuration into index.html, escaped', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Wiy &lt;News&gt;</title>');
    const content = /name="app-config" content="([^"]*)"/.exec(response.body)![1]!;
    const config = JSON.parse(
      content
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(config).toEqual({
      shortName: 'wnews',
      displayName: 'Wiy <News>',
      mediaBaseUrl: '/media/',
      supportEmail: 'support@wnews.example',
      messagingUrl: 'https://wa.me/910000000000',
    });
  });

  it('answers every browser route with index.html, so a reload of a screen works', async () => {
    const response = await app.inject({ method: 'GET', url: '/content?id=abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the Content-Security-Policy on HTML', async () => {
    const csp = (await app.inject({ method: 'GET', url: '/category?catid=a&subid=b' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the web app manifest named from the runtime configuration', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      name: 'Wiy <News>',
      short_name: 'wnews',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
    });
    expect(response.json().icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('revalidates the service worker on every load and lets it fetch the https images pages show', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'; connect-src 'self' https:");
  });

  it('serves media from the data folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/demo/a.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers robots.txt itself, and any other path of robots.txt or the sitemap with a JSON 404, never the page', async () => {
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const url of ['/robots.txt/more', '/sitemap.xml.gz', '/sitemap_index.xml', '/sitemap-1.xml/more']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ Error: expect.any(String) });
    }
  });

  it('answers a missing asset or media file with a JSON 404 rather than the page', async () => {
    expect((await app.inject({ method: 'GET', url: '/media/demo/none.svg' })).statusCode).toBe(404);
  });

  it('sends the Brotli or gzip file the build made to a browser that takes it, and the plain one otherwise', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses the HTML and JSON it builds per request', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Wiy &lt;News&gt;</title>');
    const json = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(json.rawPayload).toString())).toHaveProperty('paths');
  });

  it('tags a public answer and answers 304 to a browser that already holds it', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/get_feed/1', headers: { application: 'wnews' } });
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    const again = await app.inject({ method: 'GET', url: '/api/get_feed/1', headers: { application: 'wnews', 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
