import fs from 'node:fs/promises';
import path from 'node:path';
import { ClientError } from '../../../lib/client-error.ts';
import { newId } from '../../../lib/ids.ts';
import { MAX_INPUT_PIXELS, type ImageVariants } from '../../media/image-variants.service.ts';
import { imageLibrary } from '../../../lib/image-library.ts';

/** The stored image's width: the detail's hero at up to 2x; cards use its variants (decision 071). */
const DETAIL_WIDTH = 1200;

/** The image types accepted, as sharp reads them from the bytes, never from a name or a header the caller sets. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

export interface StoredImage {
  /** The detail-size image, the value for `u_image` / `u_logo`. */
  u_image: string;
}

/**
 * Images uploaded from the console or fetched from a post's metadata: checked by content, size-limited,
 * re-encoded as WebP at the detail width under `${mediaDir}/uploads`, with its card-size variants made
 * at once. Re-encoding also drops whatever else the file carried (metadata, trailing bytes).
 */
export class MediaService {
  constructor(
    private readonly mediaDir: string,
    readonly maxBytes: number,
    private readonly variants: ImageVariants,
  ) {}

  async store(bytes: Buffer, now: Date = new Date()): Promise<StoredImage> {
    if (bytes.length === 0) throw new ClientError(400, 'The image is empty');
    if (bytes.length > this.maxBytes) throw new ClientError(413, `The image is larger than ${Math.round(this.maxBytes / 1024 / 1024)} MB`);
    const sharp = await imageLibrary();
    const { format } = await sharp(bytes)
      .metadata()
      .catch(() => ({ format: undefined }));
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new ClientError(415, 'Only JPEG, PNG, GIF and WebP images can be uploaded');
    const id = newId(now);
    const folder = path.join(this.mediaDir, 'uploads');
    await fs.mkdir(folder, { recursive: true });
    try {
      await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: DETAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toFile(path.join(folder, `${id}.webp`));
    } catch {
      throw new ClientError(415, 'The image could not be read');
    }
    const u_image = `uploads/${id}.webp`;
    await this.variants.makeAll(u_image);
    return { u_image };
  }
}
