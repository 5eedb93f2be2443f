import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMBED_FRAME_SOURCES } from '@wiy/shared/embed-hosts';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper.ts';

// A stand-in for the built web app: the server only needs an index.html to answer browser routes.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-csp-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><meta name="app-config" content="app-config" /><title>wiy</title></head><body></body></html>',
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describeEachDatabase(
  'content security policy',
  (ctx) => {
    it.each([
      '/',
      '/content?id=f00001',
      '/content-list',
      '/content-list-hot-topic?id=topic-1&name=x',
      '/category?catid=sports&subid=sports-cricket',
      '/no/such/screen',
    ])('sends the policy with the HTML of %s', async (url) => {
      const response = await ctx().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toEqual([...EMBED_FRAME_SOURCES]);
    });

    const PAGE_ONLY_HEADERS = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];

    it('gives a page every header a document needs', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/' });
      for (const name of PAGE_ONLY_HEADERS) expect(response.headers[name], name).toBeDefined();
    });

    it.each([
      ['a public read', '/api/get_feed/1', { application: 'wiy' }],
      ['an account call refused', '/api/follows', { application: 'wiy' }],
      ['an unknown application', '/api/get_category', {}],
    ])("gives a data answer (%s) a data answer's headers only (decision 102)", async (_case, url, headers) => {
      const response = await ctx().app.inject({ method: 'GET', url, headers });
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      for (const name of PAGE_ONLY_HEADERS) expect(response.headers[name], name).toBeUndefined();
    });

    it.each([
      ['a stored picture', '/media/uploads/dot.svg'],
      ['its card variant', '/media/variants/320/uploads/dot.svg.webp'],
      ['a missing file', '/media/uploads/none.png'],
    ])("gives a media answer (%s) a media answer's headers only", async (_case, url) => {
      const uploads = path.join(ctx().config.dataDir, 'media/uploads');
      fs.mkdirSync(uploads, { recursive: true });
      fs.writeFileSync(path.join(uploads, 'dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');
      const response = await ctx().app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none';style-src 'unsafe-inline';frame-ancestors 'none';sandbox");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      for (const name of PAGE_ONLY_HEADERS) expect(response.headers[name], name).toBeUndefined();
    });

    it('lets frames come only from the embed hosts, each of them https', () => {
      expect(EMBED_FRAME_SOURCES.length).toBeGreaterThan(0);
      for (const origin of EMBED_FRAME_SOURCES) expect(new URL(origin).origin).toBe(origin);
      for (const origin of EMBED_FRAME_SOURCES) expect(origin.startsWith('https://')).toBe(true);
    });
  },
  { env: { WEB_DIST: webDist } },
);
