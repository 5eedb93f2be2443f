import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { IMAGE_VARIANT_WIDTHS, IMAGE_VARIANTS_FOLDER, imageVariantPath, type ImageVariantWidth } from '@wiy/shared/image-variants';
import pLimit from 'p-limit';
import { ClientError } from '../../lib/client-error.ts';
import { imageLibrary } from '../../lib/image-library.ts';
import { UnavailableError } from '../../lib/unavailable-error.ts';
import { mediaKey, type MediaStore } from './media-store.ts';

/** 40 megapixels is far above any photo a post needs and stops a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Files a variant is made from: what uploads store (WebP), what the demo draws (SVG, ours, never an
 * upload) and what a curator may have copied into the media store by hand.
 */
const SOURCE_EXTENSIONS = new Set(['.webp', '.jpg', '.jpeg', '.png', '.gif', '.svg']);

/**
 * Card-size WebP copies of the stored images (decision 071), kept in the media store under
 * `variants/<width>/`. A variant is made once: when its image is stored, or on the first request for an
 * image stored some other way (the demo seed, files from before variants existed), and again only when
 * its source is newer. The work is bounded by what is stored: only the fixed widths, only existing image
 * files in the store, at most `concurrency` at a time in this process, and one making per variant however
 * many ask for it at once.
 */
export class ImageVariants {
  private readonly limit;
  private readonly making = new Map<string, Promise<void>>();

  constructor(
    private readonly store: MediaStore,
    concurrency = 2,
  ) {
    this.limit = pLimit(concurrency);
  }

  /**
   * The key of `stored`'s variant at `width`, made first when missing or stale. A key that names no
   * stored image (outside the store, a variant itself, another kind of file, nothing) or a file that
   * does not decode is the caller's 404.
   */
  async made(stored: string, width: ImageVariantWidth): Promise<string> {
    const source = storedImage(stored);
    const target = imageVariantPath(source, width);
    const [sourceFile, targetFile] = await Promise.all([this.store.head(source), this.store.head(target)]);
    if (!sourceFile) throw notFound(stored);
    if (targetFile && targetFile.modifiedAt >= sourceFile.modifiedAt) return target;
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
    await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => this.made(stored, width)));
  }

  private async make(source: string, target: string, width: ImageVariantWidth): Promise<void> {
    const file = await this.store.get(source);
    if (!file) throw notFound(source);
    let original: Buffer;
    try {
      original = await buffer(file.body);
    } catch (error) {
      throw new UnavailableError(`The media store ${this.store.location} stopped sending ${source}`, { cause: error });
    }
    let bytes: Buffer;
    const sharp = await imageLibrary();
    try {
      const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
      const { format, width: drawnWidth } = await image.metadata();
      // An SVG is drawn at 72 dpi unless told otherwise; draw it at the density that gives this width,
      // so that it is crisp rather than a small bitmap enlarged.
      const input = format === 'svg' && drawnWidth ? sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, density: (72 * width) / drawnWidth }) : image;
      bytes = await input.rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    } catch {
      throw new ClientError(404, `The image at ${source} could not be read`);
    }
    await this.store.put(target, bytes);
  }
}

/** `stored` as a key of the store, when it can name a stored image at all. */
function storedImage(stored: string): string {
  const key = mediaKey(stored);
  if (!key || key.split('/')[0] === IMAGE_VARIANTS_FOLDER || !SOURCE_EXTENSIONS.has(path.posix.extname(key).toLowerCase())) throw notFound(stored);
  return key;
}

function notFound(stored: string): ClientError {
  return new ClientError(404, `No image at ${stored}`);
}
