/**
 * Content as readers meet it, for the data saver's bench: the demo catalogue with each card's picture replaced by
 * a photo of its own. The demo's cards share 24 flat gradients (about 1.3 kB at 320 px), which no real feed
 * carries; these are drawn to compress as photos do (a smooth scene under mid and fine grain, about 170 kB as a
 * 1280x720 JPEG, 20 kB as the 320 px WebP), so the bytes a picture costs and the bytes the saver spares are those
 * of real cards. Deterministic, like the demo.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { openDatabase, SeededRandom } from '../apps/server/test/bench-entry.ts';

const WIDTH = 1280;
const HEIGHT = 720;

function randomPixels(random: SeededRandom, width: number, height: number, channels: 1 | 3): Sharp {
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = random.int(0, 255);
  return sharp(pixels, { raw: { width, height, channels } }).resize(WIDTH, HEIGHT, { kernel: 'cubic' });
}

/** The grain every photo shares (a file's bytes do not depend on another's): random detail at two scales. */
async function grain(random: SeededRandom): Promise<Buffer> {
  const fine = await randomPixels(random, 427, 240, 1).png().toBuffer();
  return randomPixels(random, 160, 90, 1)
    .composite([{ input: fine, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

/**
 * Gives every feed item with a picture in the SQLite database under `dataDir` a photo of its own, stored on disk
 * as the media store keeps uploads (`media/bench/<item>.jpg`). Run on a stopped server: pages it kept would name
 * the old pictures.
 */
export async function givePhotos(dataDir: string): Promise<number> {
  const random = new SeededRandom(46);
  const texture = await grain(random);
  const handle = openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const items = await handle.db.selectFrom('feed_item').select('uni_id').where('u_image', 'is not', null).execute();
    fs.mkdirSync(path.join(dataDir, 'media/bench'), { recursive: true });
    for (const { uni_id: id } of items) {
      const key = `bench/${id}.jpg`;
      await randomPixels(random, 8, 5, 3)
        .composite([{ input: texture, blend: 'soft-light' }])
        .jpeg({ quality: 80 })
        .toFile(path.join(dataDir, 'media', key));
      await handle.db.updateTable('feed_item').set({ u_image: key }).where('uni_id', '=', id).execute();
    }
    return items.length;
  } finally {
    await handle.db.destroy();
  }
}
