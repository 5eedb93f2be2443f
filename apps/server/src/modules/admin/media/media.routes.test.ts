import sharp from 'sharp';
import { expect, it } from 'vitest';
import { signIn } from '../../../../test/auth.ts';
import { describeEachDatabase } from '../../../../test/helper.ts';

const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#cc3366' } }).jpeg().toBuffer();

describeEachDatabase(
  'console image upload',
  (ctx) => {
    const upload = async (body: Buffer | string, contentType = 'image/jpeg') => {
      const { headers } = await signIn(ctx(), 'curator');
      return ctx().call({ method: 'POST', url: '/api/admin/media', headers: { ...headers, 'content-type': contentType }, payload: body });
    };

    it('stores an image resized for the detail and the card', async () => {
      const response = await upload(jpeg, 'application/octet-stream');
      expect(response.statusCode).toBe(201);
      const { u_image, card } = response.json();
      expect(u_image).toMatch(/^uploads\/[0-9a-f]+\.webp$/);
      const detail = await ctx().app.inject({ method: 'GET', url: `/media/${u_image}` });
      expect(await sharp(detail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
      const small = await ctx().app.inject({ method: 'GET', url: `/media/${card}` });
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 600, height: 400 });
    });

    it('judges the type by the bytes, not the declared content type', async () => {
      const script = await upload('<svg onload="alert(1)"></svg>', 'image/png');
      expect(script.statusCode).toBe(415);
      expect(script.json()).toEqual({ Error: 'Only JPEG, PNG, GIF and WebP images can be uploaded' });
      const broken = await upload(Buffer.concat([jpeg.subarray(0, 20)]));
      expect(broken.statusCode).toBe(415);
    });

    it('refuses an image over the size limit', async () => {
      const big = Buffer.concat([jpeg, Buffer.alloc(300_000)]);
      const response = await upload(big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ Error: expect.any(String) });
    });
  },
  { env: { MEDIA_MAX_BYTES: String(200_000) } },
);
