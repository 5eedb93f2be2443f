import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';

describe('serving the web app', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-web-'));
  const dist = path.join(dir, 'dist');
  let app: FastifyInstance;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><meta name="app-config" content="app-config" /><meta name="theme-color" content="#1d4ed8" /><title>wiy</title></head><body></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets/app-1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    fs.mkdirSync(path.join(dir, 'data/media/demo'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'data/media/demo/a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const config = loadConfig({
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST: dist,
      APP_SHORT_NAME: 'wnews',
      APP_DISPLAY_NAME: 'Wiy <News>',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database: openDatabase({ dataDir: config.dataDir, sqliteFile: ':memory:' }), logger: false });
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
    const config = JSON.parse(content.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
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

  it('answers a missing asset or media file with a JSON 404 rather than the page', async () => {
    expect((await app.inject({ method: 'GET', url: '/media/demo/none.svg' })).statusCode).toBe(404);
  });
});
