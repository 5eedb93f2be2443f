import fs from 'node:fs';
import type { LookupAddress } from 'node:dns';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, imageVariantPath } from '@wiy/shared/image-variants';
import sharp from 'sharp';
import { fetch } from 'undici';
import { expect, it } from 'vitest';
import { signIn } from '../../../../test/auth.ts';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { publicOnlyAgent, type ResolveHost } from '../../../lib/outbound-address.ts';
import { MetadataFetcher } from '../../curation/metadata/metadata.service.ts';
import { standInServer } from '../../../../test/stand-in.ts';

/** A stand-in for the platforms: an oEmbed endpoint, an Open Graph page, an image, and one that never answers. */
const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366cc' } })
  .png()
  .toBuffer();
const base = await standInServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (url.pathname === '/oembed') {
    const asked = url.searchParams.get('url') ?? '';
    if (asked.includes('slow')) return; // never answers: the lookup must give up on its own
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify({ title: `Video at ${asked}`, author_name: 'NASA', thumbnail_url: `${base}/thumb.png` }));
  }
  if (url.pathname === '/thumb.png') return response.end(png);
  if (url.pathname === '/moved') {
    response.writeHead(302, { location: '/page' });
    return response.end();
  }
  if (url.pathname === '/page') {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    return response.end(
      `<html><head><title>Fallback</title><meta content="Rocket &amp; moon" property="og:title"><meta property='og:description' content='Lift-off &#8212; live'><meta property="og:image" content="/thumb.png"></head></html>`,
    );
  }
  if (url.pathname === '/plain-page') {
    response.setHeader('content-type', 'text/html');
    return response.end(
      `<html><head><!-- <meta property="og:title" content="Hidden"> --><title>It&rsquo;s &ldquo;live&rdquo;</title><meta name=description content=Moon&rsquo;s&nbsp;rise></head><body><svg><title>Close icon</title></svg></body></html>`,
    );
  }
  response.statusCode = 404;
  response.end();
});

it('reads the Open Graph tags of a page when a platform has no oEmbed endpoint', async () => {
  const fetcher = new MetadataFetcher({ oembedEndpoints: {}, timeoutMs: 2000, maxBytes: 1_000_000, allowPrivateNetwork: true });
  expect(await fetcher.describe(`${base}/page`, 'Facebook')).toEqual({
    title: 'Rocket & moon',
    description: 'Lift-off — live',
    imageUrl: `${base}/thumb.png`,
  });
  expect(await fetcher.describe(`${base}/missing`, 'Facebook')).toBeUndefined();
});

it("reads a page as a browser does: named entities decoded, unquoted attributes, comments skipped, the page's own title when there is no og:title", async () => {
  const fetcher = new MetadataFetcher({ oembedEndpoints: {}, timeoutMs: 2000, maxBytes: 1_000_000, allowPrivateNetwork: true });
  expect(await fetcher.describe(`${base}/plain-page`, 'Facebook')).toEqual({
    title: 'It’s “live”',
    description: 'Moon’s\u00a0rise',
    imageUrl: undefined,
  });
});

it('stops reading an answer larger than the limit', async () => {
  const fetcher = new MetadataFetcher({ oembedEndpoints: {}, timeoutMs: 2000, maxBytes: 100, allowPrivateNetwork: true });
  expect(await fetcher.download(`${base}/thumb.png`)).toBeUndefined();
});

it('follows a redirect to the page it names', async () => {
  const fetcher = new MetadataFetcher({ oembedEndpoints: {}, timeoutMs: 2000, maxBytes: 1_000_000, allowPrivateNetwork: true });
  expect((await fetcher.describe(`${base}/moved`, 'Facebook'))?.title).toBe('Rocket & moon');
});

it('never reaches this machine or a private network unless told to', async () => {
  const fetcher = new MetadataFetcher({ oembedEndpoints: {}, timeoutMs: 2000, maxBytes: 1_000_000 });
  expect(await fetcher.download(`${base}/thumb.png`)).toBeUndefined();
  expect(await fetcher.describe(`${base}/page`, 'Facebook')).toBeUndefined();
});

it('checks the addresses it connects to, not an answer given before: a name or a literal that comes to a private address is refused', async () => {
  const port = Number(new URL(base).port);
  // A stand-in resolver: one name answers this machine alone, another a public address beside it, and a third
  // answers a public address first and this machine after (DNS rebinding). Each is asked once per connection.
  let asked = 0;
  const answers: Record<string, () => LookupAddress[]> = {
    'rebound.test': () => [{ address: '127.0.0.1', family: 4 }],
    'mixed.test': () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ],
    'rebinding.test': () => [{ address: asked === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }],
  };
  const resolve: ResolveHost = (hostname, _options, callback) => {
    if (hostname === 'rebinding.test') asked++;
    callback(null, answers[hostname]?.() ?? []);
  };
  // What a check made before the fetch would have seen.
  resolve('rebinding.test', { all: true }, (_error, addresses) => expect(addresses[0]?.address).toBe('93.184.216.34'));
  const fetcher = new MetadataFetcher({ oembedEndpoints: {}, timeoutMs: 2000, maxBytes: 1_000_000, resolve });
  const agent = publicOnlyAgent(resolve);
  try {
    for (const host of ['rebinding.test', 'rebound.test', 'mixed.test', '127.0.0.1', '[::ffff:127.0.0.1]', '2130706433', '0x7f.1', '[::1]']) {
      expect(await fetcher.download(`http://${host}:${port}/thumb.png`), host).toBeUndefined();
      const refused = await fetch(`http://${host}:${port}/thumb.png`, { dispatcher: agent }).catch((error: Error) => error);
      // Refused by the check, before any connection: the stand-in is up, and the names resolve.
      expect((refused as Error & { cause?: { code?: string } }).cause?.code, host).toBe('ENOTPUBLIC');
    }
    expect(asked).toBe(3);
  } finally {
    await Promise.all([agent.close(), fetcher.close()]);
  }
  const reachable = await fetch(`${base}/thumb.png`);
  expect(reachable.status).toBe(200);
  await reachable.body?.cancel();
});

describeEachDatabase(
  'console link lookup',
  (ctx) => {
    it('fills title, description and a stored image from the platform oEmbed answer', async () => {
      const { headers } = await signIn(ctx(), 'curator');
      const response = await ctx().call({ method: 'POST', url: '/api/admin/content/lookup', headers, payload: { url: 'https://youtu.be/dQw4w9WgXcQ?si=abc' } });
      expect(response.statusCode).toBe(200);
      const lookup = response.json();
      expect(lookup).toMatchObject({
        u_url: 'https://youtube.com/watch?v=dQw4w9WgXcQ',
        vendor: 'Youtube',
        u_title: 'Video at https://youtube.com/watch?v=dQw4w9WgXcQ',
        u_description: 'NASA',
        fetched: true,
      });
      expect(lookup.u_image).toMatch(/^uploads\/[0-9a-f]+\.webp$/);
      const image = await ctx().app.inject({ method: 'GET', url: `/media/${lookup.u_image}` });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const file = path.join(ctx().config.dataDir, 'media', imageVariantPath(lookup.u_image, width));
        expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ format: 'webp', width });
      }
    });

    it('gives up on a platform that does not answer in time and leaves the form to the curator', async () => {
      const { headers } = await signIn(ctx(), 'curator');
      const started = Date.now();
      const response = await ctx().call({
        method: 'POST',
        url: '/api/admin/content/lookup',
        headers,
        payload: { url: 'https://youtube.com/watch?v=slowslowslo' },
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.json()).toEqual({
        u_url: 'https://youtube.com/watch?v=slowslowslo',
        vendor: 'Youtube',
        u_title: '',
        u_description: '',
        u_image: null,
        fetched: false,
      });
    });

    it('refuses a link that is not a post of a known platform', async () => {
      const { headers } = await signIn(ctx(), 'curator');
      for (const url of ['https://example.com/a', 'not a link']) {
        const response = await ctx().call({ method: 'POST', url: '/api/admin/content/lookup', headers, payload: { url } });
        expect(response.statusCode).toBe(400);
        expect(response.json().Error).toContain('u_url');
      }
    });
  },
  { env: { OEMBED_ENDPOINTS: `Youtube=${base}/oembed`, METADATA_TIMEOUT_MS: '300' }, config: { metadataAllowPrivate: true } },
);
