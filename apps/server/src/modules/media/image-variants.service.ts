import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, IMAGE_VARIANTS_FOLDER, imageVariantPath, type ImageVariantWidth } from '@wiy/shared/image-variants';
import pLimit from 'p-limit';
import { ClientError } from '../../lib/client-error.ts';
import { imageLibrary } from '../../lib/image-library.ts';

/** 40 megapixels is far above any photo a post needs and stops a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Files a variant is made from: what uploads store (WebP), what the demo draws (SVG, ours, never an
 * upload) and what a curator may have copied into the media folder by hand.
 */
const SOURCE_EXTENSIONS = new Set(['.webp', '.jpg', '.jpeg', '.png', '.gif', '.svg']);

/**
 * Card-size WebP copies of the stored images (decision 071), kept on disk under
 * `${mediaDir}/variants/<width>/`. A variant is made once: when its image is stored, or on the first
 * request for an image stored some other way (the demo seed, files from before variants existed), and
 * again only when its source is newer. The work is bounded by what is stored: only the fixed widths,
 * only existing image files inside the media folder, at most `concurrency` at a time, and one making
 * per variant however many ask for it at once.
 */
export class ImageVariants {
  private readonly limit;
  private readonly making = new Map<string, Promise<void>>();

  constructor(
    private readonly mediaDir: string,
    concurrency = 2,
  ) {
    this.limit = pLimit(concurrency);
  }

  /**
   * The file of `stored`'s variant at `width`, made first when missing or stale. A path that names no
   * stored image (outside the folder, a variant itself, another kind of file, nothing) or a file that
   * does not decode is the caller's 404.
   */
  async file(stored: string, width: ImageVariantWidth): Promise<string> {
    const relative = this.storedImage(stored);
    const source = path.join(this.mediaDir, relative);
    const target = path.join(this.mediaDir, imageVariantPath(relative, width));
    const [sourceStat, targetStat] = await Promise.all([stat(source), stat(target)]);
    if (!sourceStat?.isFile()) throw notFound(stored);
    if (targetStat && targetStat.mtimeMs >= sourceStat.mtimeMs) return target;
    let pending = this.making.get(target);
    if (!pending) {
      pending = this.limit(() => this.make(source, target, width)).finally(() => this.making.delete(target));
      this.making.set(target, pending);
    }
    await pending;
    return target;
  }

  /** Every width of a newly stored image, so that no visitor waits for one. */
  async makeAll(stored: string): Promise<void> {
    await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => this.file(stored, width)));
  }

  /** `stored` as a path relative to the media folder, when it can name a stored image at all. */
  private storedImage(stored: string): string {
    const resolved = path.resolve(this.mediaDir, stored);
    const relative = path.relative(this.mediaDir, resolved);
    const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
    const isVariant = relative.split(path.sep)[0] === IMAGE_VARIANTS_FOLDER;
    if (!inside || isVariant || !SOURCE_EXTENSIONS.has(path.extname(relative).toLowerCase())) throw notFound(stored);
    return relative.split(path.sep).join('/');
  }

  private async make(source: string, target: string, width: ImageVariantWidth): Promise<void> {
    let bytes: Buffer;
    const sharp = await imageLibrary();
    try {
      const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS });
      const { format, width: drawnWidth } = await image.metadata();
      // An SVG is drawn at 72 dpi unless told otherwise; draw it at the density that gives this width,
      // so that it is crisp rather than a small bitmap enlarged.
      const input = format === 'svg' && drawnWidth ? sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, density: (72 * width) / drawnWidth }) : image;
      bytes = await input.rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    } catch {
      throw new ClientError(404, `The image at ${path.relative(this.mediaDir, source)} could not be read`);
    }
    // Written beside and renamed into place, so that a reader never gets half a file.
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
  }
}

async function stat(file: string) {
  return fs.stat(file).catch(() => undefined);
}

function notFound(stored: string): ClientError {
  return new ClientError(404, `No image at ${stored}`);
}
