import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';

describeEachDatabase(
  'OpenSearch description and the reader search as a public read',
  (ctx) => {
    it('describes the search screen for browsers, with absolute addresses at the request origin', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/opensearch.xml', headers: { host: 'localhost:3000' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
      expect(response.body).toContain('<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">');
      expect(response.body).toContain(`<ShortName>${ctx().config.displayName}</ShortName>`);
      expect(response.body).toContain('template="http://localhost:3000/search?q={searchTerms}"');
    });

    it('refuses to name a host that is not the site’s', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/opensearch.xml', headers: { host: 'evil.example' } });
      expect(response.statusCode).toBe(421);
    });

    it('counts a search against the per-address limit of public reads, and keeps its answer for a CDN', async () => {
      const from = (remoteAddress: string, q: string) =>
        ctx().app.inject({ method: 'GET', url: `/api/site_search?q=${q}`, headers: { application: ctx().config.shortName }, remoteAddress });
      const first = await from('203.0.113.7', 'one');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
      for (const q of ['two', 'three']) expect((await from('203.0.113.7', q)).statusCode).toBe(200);
      const refused = await from('203.0.113.7', 'four');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ Error: expect.stringContaining('Too many requests') });
      expect((await from('203.0.113.9', 'four')).statusCode).toBe(200);
    });
  },
  { env: { PUBLIC_READS_PER_MINUTE: '3' } },
);
