/**
 * Card-size copies of the images the product stores (decision 071). A stored image keeps its path
 * (`u_image`, `u_logo`: relative to the media location, spec 000 §5); the server also serves it as WebP
 * at each of these widths, at `variants/<width>/<stored path>.webp` under the same location. Absolute
 * URLs are other sites' images: they have no variants and are shown as they are.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960] as const;

/**
 * The data saver's placeholder (decision 242): a card's picture this wide, about a hundred bytes, shown scaled up
 * and blurred until the reader taps for the picture. Apart from the card widths, so no `srcset` ever offers it.
 */
export const IMAGE_PLACEHOLDER_WIDTH = 24;

/** Every width the server makes: the card widths and the placeholder's. */
export const IMAGE_WIDTHS = [IMAGE_PLACEHOLDER_WIDTH, ...IMAGE_VARIANT_WIDTHS] as const;

export type ImageVariantWidth = (typeof IMAGE_WIDTHS)[number];

/** The folder under the media location that holds the variants; stored images never live in it. */
export const IMAGE_VARIANTS_FOLDER = 'variants';

/** Whether an image value is a path the product stored (not an absolute or data URL someone else serves). */
export function isStoredImagePath(value: string): boolean {
  return !/^(https?:)?\/\//.test(value) && !value.startsWith('data:');
}

/** The variant of a stored image at `width`, relative to the media location like the stored path itself. */
export function imageVariantPath(stored: string, width: ImageVariantWidth): string {
  return `${IMAGE_VARIANTS_FOLDER}/${width}/${stored.replace(/^\/+/, '')}.webp`;
}
