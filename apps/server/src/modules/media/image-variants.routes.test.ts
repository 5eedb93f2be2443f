import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_PLACEHOLDER_WIDTH, IMAGE_WIDTHS, imageVariantPath } from '@wiy/shared/image-variants';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';
import { sharePreviewPath } from './image-variants.service.ts';
import { seedDemoContent } from '../../seed/seed.ts';

describeEachDatabase('card image variants', (ctx) => {
  const mediaDir = () => path.join(ctx().config.dataDir, 'media');
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const writeImage = async (relative: string, width: number, height: number) => {
    fs.mkdirSync(path.dirname(path.join(mediaDir(), relative)), { recursive: true });
    await sharp({ create: { width, height, channels: 3, background: '#22aa66' } })
      .png()
      .toFile(path.join(mediaDir(), relative));
  };

  it("serves the demo seed's images as WebP at every card width and the placeholder's, made on first request and kept on disk", async () => {
    await seedDemoContent(ctx().database.db, { store: ctx().app.media.store }, ctx().clock.now(), ctx().config.shortName);
    const [item] = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record;
    expect(item.u_image).toMatch(/^demo\/.+\.svg$/);
    for (const width of IMAGE_WIDTHS) {
      const response = await get(`/media/${imageVariantPath(item.u_image, width)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      // The demo draws 640x400; an SVG is drawn at each width, larger ones included.
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: (width * 400) / 640 });
      expect(fs.existsSync(path.join(mediaDir(), imageVariantPath(item.u_image, width)))).toBe(true);
    }
  });

  it('draws the demo pictures with their variants at once when told to: the web links to the store directly', async () => {
    await seedDemoContent(ctx().database.db, ctx().app.media, ctx().clock.now(), ctx().config.shortName);
    for (const width of IMAGE_WIDTHS) expect(fs.existsSync(path.join(mediaDir(), imageVariantPath('demo/topic-1.svg', width)))).toBe(true);
  });

  it("makes the data saver's placeholder of a photo in a few hundred bytes", async () => {
    fs.mkdirSync(path.join(mediaDir(), 'uploads'), { recursive: true });
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg()
      .toFile(path.join(mediaDir(), 'uploads/photo.jpg'));
    const response = await get(`/media/${imageVariantPath('uploads/photo.jpg', IMAGE_PLACEHOLDER_WIDTH)}`);
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 24, height: 15 });
    expect(response.rawPayload.length).toBeLessThan(500);
  });

  it('answers a made variant from disk, and makes it again once its image is replaced', async () => {
    await writeImage('uploads/replaced.png', 1000, 500);
    const url = `/media/${imageVariantPath('uploads/replaced.png', 320)}`;
    const first = await get(url);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
    const file = path.join(mediaDir(), imageVariantPath('uploads/replaced.png', 320));
    const madeAt = fs.statSync(file).mtimeMs;
    expect((await get(url)).rawPayload).toEqual(first.rawPayload);
    expect(fs.statSync(file).mtimeMs).toBe(madeAt);

    await writeImage('uploads/replaced.png', 1000, 1000);
    fs.utimesSync(path.join(mediaDir(), 'uploads/replaced.png'), new Date(), new Date(madeAt + 60_000));
    expect(await sharp((await get(url)).rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('never enlarges a small image', async () => {
    await writeImage('uploads/small.png', 200, 100);
    const response = await get(`/media/${imageVariantPath('uploads/small.png', 960)}`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 100 });
  });

  it('refuses a width or a format outside the fixed list with a 400', async () => {
    await writeImage('uploads/photo.png', 800, 600);
    for (const url of [
      '/media/variants/500/uploads/photo.png.webp',
      '/media/variants/abc/uploads/photo.png.webp',
      '/media/variants/640/uploads/photo.png.avif',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ Error: expect.any(String) });
    }
    expect(fs.existsSync(path.join(mediaDir(), 'variants/500'))).toBe(false);
  });

  it('answers 404, making nothing, for anything that is not a stored image', async () => {
    fs.mkdirSync(path.join(mediaDir(), 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(mediaDir(), 'uploads/broken.webp'), 'RIFF0000WEBPnot really');
    fs.writeFileSync(path.join(mediaDir(), 'notes.txt'), 'not an image');
    await writeImage('uploads/photo.png', 800, 600);
    // Images, but not stored ones: a file kept under another name, and one outside the media folder.
    fs.copyFileSync(path.join(mediaDir(), 'uploads/photo.png'), path.join(mediaDir(), 'uploads/photo.png.orig'));
    fs.copyFileSync(path.join(mediaDir(), 'uploads/photo.png'), path.join(ctx().config.dataDir, 'outside.png'));
    await get(`/media/${imageVariantPath('uploads/photo.png', 320)}`);
    const urls = [
      '/media/variants/640/uploads/missing.png.webp',
      '/media/variants/640/uploads/broken.webp.webp',
      '/media/variants/640/notes.txt.webp',
      '/media/variants/640/uploads/photo.png.orig.webp',
      '/media/variants/640/%2E%2E%2Foutside.png.webp',
      '/media/variants/640/uploads/..%2F..%2Foutside.png.webp',
      // Outside the media folder: the database and the generated secrets sit one level up.
      '/media/variants/640/%2E%2E%2Fwiy.sqlite.webp',
      '/media/variants/640/..%2F..%2Fsecrets.json.webp',
      '/media/variants/640/%2Fetc%2Fpasswd.webp',
      // A variant of a variant would let a caller chain work without end.
      `/media/variants/640/${imageVariantPath('uploads/photo.png', 320)}.webp`,
    ];
    const before = fs.readdirSync(path.join(mediaDir(), 'variants'), { recursive: true }).sort();
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ Error: expect.any(String) });
    }
    expect(fs.readdirSync(path.join(mediaDir(), 'variants'), { recursive: true }).sort()).toEqual(before);
  });

  it('makes a 1200x630 JPEG share preview of a stored image at its first request: cut from the middle, transparency on white', async () => {
    fs.mkdirSync(path.join(mediaDir(), 'uploads'), { recursive: true });
    // A tall picture, transparent above and below a red band across its middle.
    await sharp({ create: { width: 400, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 400, height: 100, channels: 4, background: '#ff0000' } }, top: 450, left: 0 }])
      .png()
      .toFile(path.join(mediaDir(), 'uploads/band.png'));
    const response = await get(`/media/${sharePreviewPath('uploads/band.png')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
    const image = sharp(response.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const pixel = async (left: number, top: number) => [...(await sharp(response.rawPayload).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
    // Cut to cover: the band, 300 px high at the new scale, runs through the middle, and the transparent rest is white.
    expect(await pixel(600, 315)).toEqual([expect.closeTo(254, -1), expect.closeTo(0, -1), expect.closeTo(0, -1)]);
    expect(await pixel(600, 20)).toEqual([expect.closeTo(255, -1), expect.closeTo(255, -1), expect.closeTo(255, -1)]);
    expect(fs.existsSync(path.join(mediaDir(), sharePreviewPath('uploads/band.png')))).toBe(true);
  });

  it('answers 404 for a share preview of anything but a stored image, and 400 for another format', async () => {
    await writeImage('uploads/photo.png', 800, 600);
    await get(`/media/${sharePreviewPath('uploads/photo.png')}`);
    for (const url of [
      '/media/share/uploads/missing.png.jpg',
      `/media/share/${sharePreviewPath('uploads/photo.png')}.jpg`,
      `/media/share/${imageVariantPath('uploads/photo.png', 320)}.jpg`,
      '/media/share/%2E%2E%2Fwiy.sqlite.jpg',
      // The site's own preview where the web app, and so its logo, is not there.
      '/media/share/site-0123456789abcdef.jpg',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ Error: expect.any(String) });
    }
    const other = await get('/media/share/uploads/photo.png.webp');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ Error: expect.any(String) });
  });
});
