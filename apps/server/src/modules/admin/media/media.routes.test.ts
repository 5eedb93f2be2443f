import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS, imageVariantPath } from '@wiy/shared/image-variants';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { signIn } from '../../../../test/auth.ts';
import { describeEachDatabase } from '../../../../test/helper.ts';

const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#cc3366' } })
  .jpeg()
  .toBuffer();

describeEachDatabase(
  'console image upload',
  (ctx) => {
    const upload = async (body: Buffer | string, contentType = 'image/jpeg') => {
      const { headers } = await signIn(ctx(), 'curator');
      return ctx().call({ method: 'POST', url: '/api/admin/media', headers: { ...headers, 'content-type': contentType }, payload: body });
    };

    it('stores an image resized for the detail, with its card-size variants and placeholder made at once', async () => {
      const response = await upload(jpeg, 'application/octet-stream');
      expect(response.statusCode).toBe(201);
      const { u_image } = response.json();
      expect(response.json()).toEqual({ u_image: expect.stringMatching(/^uploads\/[0-9a-f]+\.webp$/) });
      const detail = await ctx().app.inject({ method: 'GET', url: `/media/${u_image}` });
      expect(await sharp(detail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
      for (const width of IMAGE_WIDTHS) {
        // On disk before anyone asks, so that no visitor waits for them.
        const file = path.join(ctx().config.dataDir, 'media', imageVariantPath(u_image, width));
        expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((width * 2) / 3) });
      }
    });

    it('judges the type by the bytes, not the declared content type', async () => {
      const script = await upload('<svg onload="alert(1)"></svg>', 'image/png');
      expect(script.statusCode).toBe(415);
      expect(script.json()).toEqual({ Error: 'Only JPEG, PNG, GIF and WebP images can be uploaded' });
      // A format the image library reads but the console does not take.
      const tiff = await upload(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
        'image/jpeg',
      );
      expect(tiff.json()).toEqual({ Error: 'Only JPEG, PNG, GIF and WebP images can be uploaded' });
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
