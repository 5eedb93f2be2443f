import { createHash } from 'node:crypto';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { IMAGE_VARIANTS_FOLDER, IMAGE_WIDTHS, imageVariantPath, type ImageVariantWidth } from '@wiy/shared/image-variants';
import pLimit from 'p-limit';
import type { Sharp } from 'sharp';
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

/** A share preview's size: the 1.91:1 image WhatsApp, Facebook, LinkedIn and X show large (decision 243). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** The folder under the media location that holds the share previews; stored images never live in it. */
const SHARE_FOLDER = 'share';
/** Folders of images made here: never a source, or a caller could chain work without end. */
const MADE_FOLDERS = new Set([IMAGE_VARIANTS_FOLDER, SHARE_FOLDER]);
/** JPEG has no transparency: a transparent part is laid on white rather than on JPEG's black. */
const SHARE_BACKGROUND = '#ffffff';
/** The site's logo in its default preview: large enough to read in a chat's thumbnail, with room around it. */
const SITE_LOGO_SIZE = 360;

/** The share preview of a stored image, relative to the media location like the stored path itself. */
export function sharePreviewPath(stored: string): string {
  return `${SHARE_FOLDER}/${stored}.jpg`;
}

/**
 * Copies of the stored images made for where they are shown, kept in the media store: card-size WebP under
 * `variants/<width>/` (decision 071), with the data saver's tiny placeholder among them (decision 242), and 1200x630
 * JPEG share previews under `share/` (decision 243), with the site's own, its logo drawn on white, for pages that
 * show no image. A copy is made once: when its image is stored,
 * or on the first request for an image stored some other way (the demo seed, files from before variants existed),
 * and again only when its source is newer. The work is bounded by what is stored: only the fixed sizes, only
 * existing image files in the store, at most `concurrency` at a time in this process, and one making per copy
 * however many ask for it at once.
 */
export class ImageVariants {
  private readonly limit;
  private readonly making = new Map<string, Promise<void>>();
  /** The site preview's key: named after the logo's bytes, so that a new logo is a new file rather than a stale one kept for a year. */
  readonly sitePreview: string | undefined;

  constructor(
    private readonly store: MediaStore,
    concurrency = 2,
    /** The site's logo (SVG, PNG, …), drawn into the preview of pages without an image. */
    private readonly siteLogo?: Buffer,
  ) {
    this.limit = pLimit(concurrency);
    this.sitePreview = siteLogo && `${SHARE_FOLDER}/site-${createHash('sha256').update(siteLogo).digest('hex').slice(0, 16)}.jpg`;
  }

  /**
   * The key of `stored`'s variant at `width`, made first when missing or stale. A key that names no
   * stored image (outside the store, a variant itself, another kind of file, nothing) or a file that
   * does not decode is the caller's 404.
   */
  async made(stored: string, width: ImageVariantWidth): Promise<string> {
    const source = storedImage(stored);
    return this.madeFrom(source, imageVariantPath(source, width), (drawn) =>
      // An SVG is drawn at the density that gives this width, so that it is crisp rather than a small bitmap enlarged.
      drawn(drawn.width ? width / drawn.width : 1)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  }

  /**
   * The key of the share preview at `share/<name>`, made first when missing or stale: the site's (`sitePreview`), or
   * a stored image's (`<stored key>.jpg`), cut to fill 1200x630 from its middle, transparency on white, as JPEG,
   * which every messenger shows. What names no stored image is the caller's 404, as for `made`.
   */
  async previewMade(name: string): Promise<string> {
    const { siteLogo, sitePreview } = this;
    if (siteLogo && `${SHARE_FOLDER}/${name}` === sitePreview) {
      if (!(await this.store.head(sitePreview))) await this.once(sitePreview, () => this.drawSitePreview(siteLogo, sitePreview));
      return sitePreview;
    }
    if (!name.endsWith('.jpg')) throw notFound(name);
    const source = storedImage(name.slice(0, -'.jpg'.length));
    return this.madeFrom(source, sharePreviewPath(source), (drawn) =>
      drawn(drawn.width && drawn.height ? Math.max(SHARE_IMAGE_WIDTH / drawn.width, SHARE_IMAGE_HEIGHT / drawn.height) : 1)
        .rotate()
        .resize({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fit: 'cover' })
        .flatten({ background: SHARE_BACKGROUND })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    );
  }

  /** Every width of a newly stored image, so that no visitor waits for one. */
  async makeAll(stored: string): Promise<void> {
    await Promise.all(IMAGE_WIDTHS.map((width) => this.made(stored, width)));
  }

  /** `target`, made from the stored image `source` by `draw` when it is missing or older than its source. */
  private async madeFrom(source: string, target: string, draw: Draw): Promise<string> {
    const [sourceFile, targetFile] = await Promise.all([this.store.head(source), this.store.head(target)]);
    if (!sourceFile) throw notFound(source);
    if (targetFile && targetFile.modifiedAt >= sourceFile.modifiedAt) return target;
    await this.once(target, async () => this.store.put(target, await this.render(await this.read(source), source, draw)));
    return target;
  }

  /** One making of `target` however many ask at once, within the process's bound. */
  private async once(target: string, make: () => Promise<void>): Promise<void> {
    let pending = this.making.get(target);
    if (!pending) {
      pending = this.limit(make).finally(() => this.making.delete(target));
      this.making.set(target, pending);
    }
    await pending;
  }

  private async read(source: string): Promise<Buffer> {
    const file = await this.store.get(source);
    if (!file) throw notFound(source);
    try {
      return await buffer(file.body);
    } catch (error) {
      throw new UnavailableError(`The media store ${this.store.location} stopped sending ${source}`, { cause: error });
    }
  }

  /** `draw`'s bytes; an image that does not decode is the caller's 404. */
  private async render(original: Buffer, source: string, draw: Draw): Promise<Buffer> {
    const sharp = await imageLibrary();
    try {
      const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
      const { format, width, height } = await image.metadata();
      // An SVG is drawn at 72 dpi unless told otherwise; `scaled` draws it larger by redrawing, a bitmap by resizing.
      const scaled = (scale: number) => (format === 'svg' ? sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, density: 72 * scale }) : image);
      return await draw(Object.assign(scaled, { width, height }), sharp);
    } catch {
      throw new ClientError(404, `The image at ${source} could not be read`);
    }
  }

  private async drawSitePreview(logo: Buffer, target: string): Promise<void> {
    const bytes = await this.render(logo, 'the site logo', async (drawn, sharp) => {
      const mark = await drawn(drawn.width && drawn.height ? SITE_LOGO_SIZE / Math.max(drawn.width, drawn.height) : 1)
        .resize({ width: SITE_LOGO_SIZE, height: SITE_LOGO_SIZE, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      return sharp({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: SHARE_BACKGROUND } })
        .composite([{ input: mark, gravity: 'centre' }])
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
    });
    await this.store.put(target, bytes);
  }
}

/** The source drawn at a scale (an SVG redrawn, a bitmap as it is), with its drawn size at 72 dpi. */
type Drawn = ((scale: number) => Sharp) & { width: number | undefined; height: number | undefined };
type Draw = (drawn: Drawn, sharp: Awaited<ReturnType<typeof imageLibrary>>) => Promise<Buffer>;

/** `stored` as a key of the store, when it can name a stored image at all. */
function storedImage(stored: string): string {
  const key = mediaKey(stored);
  if (!key || MADE_FOLDERS.has(key.split('/')[0]!) || !SOURCE_EXTENSIONS.has(path.posix.extname(key).toLowerCase())) throw notFound(stored);
  return key;
}

function notFound(stored: string): ClientError {
  return new ClientError(404, `No image at ${stored}`);
}
