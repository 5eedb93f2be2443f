import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { IMAGE_WIDTHS, imageVariantPath } from '@wiy/shared/image-variants';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../test/helper.ts';
import { startS3Server, type S3Server } from '../../../test/s3-server.ts';
import { loadConfig } from '../../config.ts';
import { UnavailableError } from '../../lib/unavailable-error.ts';
import { demoMedia } from '../../seed/seed.ts';

/** What every media file is sent with: its key never names other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const picture = (background: string) =>
  sharp({ create: { width: 800, height: 400, channels: 3, background } })
    .png()
    .toBuffer();
/** Keys of their own for each test: both database engines' runs write to the one bucket. */
const unique = () => randomBytes(6).toString('hex');

let s3: S3Server;
const s3Env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(s3Env, s3.env(`media-store-${unique()}`));
});
afterAll(() => s3?.close());

interface StoreUnderTest {
  name: string;
  env: Record<string, string>;
  /** Whether a file read once is still served while the store is down (the S3 store keeps small files in memory). */
  keepsWhatItRead: boolean;
  takeDown(ctx: TestContext): Promise<void>;
  bringBack(ctx: TestContext): Promise<void>;
}

const mediaFolder = (ctx: TestContext) => path.join(ctx.config.dataDir, 'media');

/** The one table of expectations, run against each store. */
const stores: StoreUnderTest[] = [
  {
    name: 'disk',
    env: {},
    keepsWhatItRead: false,
    // A volume that is no longer mounted: the folder has gone.
    takeDown: async (ctx) => fs.renameSync(mediaFolder(ctx), `${mediaFolder(ctx)}-away`),
    bringBack: async (ctx) => fs.renameSync(`${mediaFolder(ctx)}-away`, mediaFolder(ctx)),
  },
  {
    name: 'S3',
    env: s3Env,
    keepsWhatItRead: true,
    takeDown: () => s3.stop(),
    bringBack: () => s3.start(),
  },
];

for (const under of stores) {
  describeEachDatabase(
    `media store: ${under.name}`,
    (ctx) => {
      const store = () => ctx().app.media.store;
      const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

      it('writes a file and reads it back, with its size, type and time, and lists it', async () => {
        const key = `uploads/${unique()}.webp`;
        const bytes = randomBytes(2000);
        await store().put(key, bytes);
        const head = await store().head(key);
        expect(head).toEqual({ size: 2000, type: 'image/webp', modifiedAt: expect.any(Date) });
        const file = await store().get(key);
        expect(file).toMatchObject({ size: 2000, type: 'image/webp' });
        expect(await buffer(file!.body)).toEqual(bytes);
        const listed = [];
        for await (const entry of store().list()) listed.push(entry);
        expect(listed).toContainEqual({ key, size: 2000 });
      });

      it("serves a stored file at /media/<key> with a year's immutable Cache-Control, and 304 to a copy that is current", async () => {
        const key = `demo/${unique()}.svg`;
        const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
        await store().put(key, svg);
        const response = await get(`/media/${key}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'cache-control': IMMUTABLE, 'content-length': String(svg.length) });
        expect(response.rawPayload).toEqual(svg);
        // A current copy is told so from the file's description: no body is fetched to be thrown away.
        const read = vi.spyOn(store(), 'get');
        try {
          const again = await get(`/media/${key}`, { 'if-none-match': String(response.headers.etag) });
          expect(again.statusCode).toBe(304);
          expect(again.rawPayload.length).toBe(0);
          expect(read).not.toHaveBeenCalled();
        } finally {
          read.mockRestore();
        }
      });

      it('makes a variant into the store at its first request and serves it from there', async () => {
        const source = `uploads/${unique()}.png`;
        await store().put(source, await picture('#3366cc'));
        const response = await get(`/media/${imageVariantPath(source, 320)}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': IMMUTABLE });
        expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
        expect(await store().head(imageVariantPath(source, 320))).toMatchObject({ type: 'image/webp', size: response.rawPayload.length });
      });

      it('stores an image under the SHA-256 of its stored bytes with every variant, and stores it once however often it comes', async () => {
        const original = await picture(`#${randomBytes(3).toString('hex')}`);
        const { u_image } = await ctx().app.curation.media.store(original);
        const stored = await buffer((await store().get(u_image))!.body);
        expect(u_image).toBe(`uploads/${createHash('sha256').update(stored).digest('hex')}.webp`);
        for (const width of IMAGE_WIDTHS) expect(await store().head(imageVariantPath(u_image, width))).toBeDefined();
        const put = vi.spyOn(store(), 'put');
        try {
          expect((await ctx().app.curation.media.store(original)).u_image).toBe(u_image);
          expect(put).not.toHaveBeenCalled();
        } finally {
          put.mockRestore();
        }
      });

      it('answers 404 in the error shape for a missing key, a variant of one, a name no file system holds, and a key outside the store', async () => {
        const missing = `uploads/${unique()}.webp`;
        const tooLong = `${'9'.repeat(380)}.webp`;
        expect(await store().get(missing)).toBeUndefined();
        expect(await store().head(missing)).toBeUndefined();
        for (const url of [
          `/media/${missing}`,
          `/media/${imageVariantPath(missing, 640)}`,
          `/media/${tooLong}`,
          `/media/${imageVariantPath(tooLong, 320)}`,
          `/media/variants/${'9'.repeat(380)}/${missing}`,
          '/media/..%2Fsecrets.json',
          '/media/uploads/',
        ]) {
          const response = await get(url);
          expect(response.statusCode, url).toBe(404);
          expect(response.json(), url).toEqual({ Error: expect.any(String) });
        }
      });

      it('answers 503 with Retry-After, never 500, while the store is down, and serves again once it is back', async () => {
        const [read, unread, source] = [`uploads/${unique()}.webp`, `uploads/${unique()}.webp`, `uploads/${unique()}.png`];
        await store().put(read, randomBytes(100));
        await store().put(unread, randomBytes(100));
        await store().put(source, await picture('#aa3300'));
        expect((await get(`/media/${read}`)).statusCode).toBe(200);
        await under.takeDown(ctx());
        try {
          for (const url of [`/media/${unread}`, `/media/${imageVariantPath(source, 640)}`, `/media/uploads/${unique()}.webp`]) {
            const response = await get(url);
            expect(response.statusCode, url).toBe(503);
            expect(response.headers['retry-after'], url).toBe('5');
            expect(response.json(), url).toEqual({ Error: 'The service is briefly unavailable. Please try again in a moment' });
          }
          expect((await get(`/media/${read}`)).statusCode).toBe(under.keepsWhatItRead ? 200 : 503);
          await expect(ctx().app.curation.media.store(await picture('#00aa33'))).rejects.toBeInstanceOf(UnavailableError);
        } finally {
          await under.bringBack(ctx());
        }
        expect((await get(`/media/${unread}`)).statusCode).toBe(200);
        expect((await get(`/media/${imageVariantPath(source, 640)}`)).statusCode).toBe(200);
      });
    },
    { env: under.env },
  );
}

it('makes the demo variants at the seed only when MEDIA_BASE_URL sends the web elsewhere than this server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-demo-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = (base: string) => loadConfig({ DATA_DIR: dataDir, MEDIA_BASE_URL: base });
  expect(demoMedia(config('/media/')).variants).toBeUndefined();
  expect(demoMedia(config('https://media.wiy.example/')).variants).toBeDefined();
});
