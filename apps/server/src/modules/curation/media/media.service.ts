import { createHash } from 'node:crypto';
import { ClientError } from '../../../lib/client-error.ts';
import { MAX_INPUT_PIXELS, type ImageVariants } from '../../media/image-variants.service.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { imageLibrary } from '../../../lib/image-library.ts';

/** The stored image's width: the detail's hero at up to 2x; cards use its variants (decision 071). */
const DETAIL_WIDTH = 1200;

/**
 * The image types accepted, told apart by their first bytes, never by a name or a header the caller sets.
 * Checked before the bytes reach sharp: they may come from any page a curator pastes (its og:image), and only
 * these four formats should ever reach libvips' decoders (not its SVG, TIFF, HEIF or PDF loaders).
 */
const SIGNATURES: { type: string; matches(bytes: Buffer): boolean }[] = [
  { type: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { type: 'webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

function detectImageType(bytes: Buffer): string | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}

export interface StoredImage {
  /** The detail-size image, the value for `u_image` / `u_logo`. */
  u_image: string;
}

/**
 * Images uploaded from the console or fetched from a post's metadata: checked by content, size-limited,
 * re-encoded as WebP at the detail width into the media store under `uploads/<SHA-256 of the WebP>.webp`, with
 * its card-size variants made at once. Re-encoding also drops whatever else the file carried (metadata, trailing
 * bytes). The key names the bytes (decision 209): they can be kept for a year by anyone, every machine writing the
 * same image writes the same file, and an image stored again costs nothing more.
 */
export class MediaService {
  constructor(
    private readonly media: MediaStore,
    readonly maxBytes: number,
    private readonly variants: ImageVariants,
  ) {}

  async store(bytes: Buffer): Promise<StoredImage> {
    if (bytes.length === 0) throw new ClientError(400, 'The image is empty');
    if (bytes.length > this.maxBytes) throw new ClientError(413, `The image is larger than ${Math.round(this.maxBytes / 1024 / 1024)} MB`);
    if (!detectImageType(bytes)) throw new ClientError(415, 'Only JPEG, PNG, GIF and WebP images can be uploaded');
    const sharp = await imageLibrary();
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: DETAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new ClientError(415, 'The image could not be read');
    }
    const u_image = `uploads/${createHash('sha256').update(webp).digest('hex')}.webp`;
    if ((await this.media.head(u_image))?.size !== webp.length) await this.media.put(u_image, webp);
    await this.variants.makeAll(u_image);
    return { u_image };
  }
}
