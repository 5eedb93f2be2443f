import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it, vi } from 'vitest';
import { DiskMediaStore } from './disk-media-store.ts';
import { ImageVariants } from './image-variants.service.ts';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-variants-'));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

it('makes a variant once however many ask for it at the same time, and at most two at once', async () => {
  fs.mkdirSync(path.join(mediaDir, 'uploads'));
  for (const name of ['a', 'b', 'c']) {
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#123456' } })
      .png()
      .toFile(path.join(mediaDir, `uploads/${name}.png`));
  }
  const variants = new ImageVariants(new DiskMediaStore(mediaDir), 2);
  let made = 0;
  let running = 0;
  let mostAtOnce = 0;
  // The encoding stands in for itself, slow enough for the asks to overlap.
  const encode = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async () => {
    made++;
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 20));
    running--;
    return Buffer.from('variant');
  });
  const asks = [...Array(5).fill('uploads/a.png'), 'uploads/b.png', 'uploads/c.png'].map((stored) => variants.made(stored, 640));
  const keys = await Promise.all(asks);
  encode.mockRestore();
  expect(made).toBe(3);
  expect(mostAtOnce).toBe(2);
  expect(new Set(keys).size).toBe(3);
});
