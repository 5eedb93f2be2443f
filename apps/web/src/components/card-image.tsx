import { IMAGE_VARIANT_WIDTHS, imageVariantPath, isStoredImagePath } from '@wiy/shared/image-variants';
import { mediaUrl } from '../lib/app-config.ts';
import { useDataSaver } from '../lib/data-saver.ts';

/**
 * Cards at the top of a list whose images load at once and first: one column of two or three on a
 * phone, a row of four on a wide screen. The first card's image is the home screen's largest paint.
 */
export const PRIORITY_CARDS = 4;

/**
 * How each kind of image is laid out. `sizes` follows the CSS: card grids (`.card-grid`, `.topic-grid`)
 * have columns of at least 200 px with 16 px gaps inside the page's 16 px padding, so below 448 px one
 * column fills the page and from there no column reaches 416 px. `width`/`height` are the box the CSS gives
 * on a 390 px phone (358 px wide; 200 px high for a card, 160 for a topic, spec 000 §6), so the browser
 * reserves the right shape before the picture arrives. A detail shows the picture's own shape, which the
 * wire does not tell: until the picture arrives it keeps the usual 16:9 of social media (`reserve`), so the
 * text below moves little or not at all when it does.
 */
const SHAPES: Record<
  'card' | 'topic' | 'logo' | 'detail',
  { className: string; placeholder: boolean; sizes: string; box?: { width: number; height: number }; reserve?: string }
> = {
  card: { className: 'card-image', placeholder: true, sizes: '(min-width: 448px) 416px, calc(100vw - 32px)', box: { width: 358, height: 200 } },
  topic: { className: 'topic-image', placeholder: true, sizes: '(min-width: 448px) 416px, calc(100vw - 32px)', box: { width: 358, height: 160 } },
  logo: { className: 'channel-logo', placeholder: true, sizes: '72px', box: { width: 72, height: 72 } },
  // From 768 px a detail screen is 70% of the page's 85% (spec decision 3); its picture fills at most that.
  detail: { className: 'detail-image', placeholder: false, sizes: '(min-width: 768px) 60vw, calc(100vw - 32px)', reserve: 'auto 16 / 9' },
};

export type CardImageShape = keyof typeof SHAPES;

/**
 * `src` and, for an image the product stored, `srcSet` of its WebP variants (decision 071); saving data, only the
 * smallest variant, whatever the screen's density (decision 242).
 */
function cardImageSources(image: string, dataSaver: boolean): { src: string; srcSet: string | undefined } {
  const src = mediaUrl(image)!;
  if (!isStoredImagePath(image)) return { src, srcSet: undefined };
  if (dataSaver) return { src: mediaUrl(imageVariantPath(image, IMAGE_VARIANT_WIDTHS[0]))!, srcSet: undefined };
  return { src, srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${mediaUrl(imageVariantPath(image, width))} ${width}w`).join(', ') };
}

/**
 * The one image element of every card and detail: `image` is the wire value (`u_image`, `u_logo`, or an
 * external `u_image_source`). `priority` loads it at once and first (a card on the first screen, a
 * detail's picture); otherwise it waits until it nears the viewport. Props and the page's data saver only, so
 * the server and the browser render the same markup.
 */
export function CardImage({
  image,
  shape = 'card',
  priority = false,
  className,
}: {
  image: string | null | undefined;
  shape?: CardImageShape;
  priority?: boolean;
  /** The screen's own class, beside the shape's (a hook for its tests and its wider layouts). */
  className?: string;
}) {
  const dataSaver = useDataSaver();
  const layout = SHAPES[shape];
  const classes = className ? `${layout.className} ${className}` : layout.className;
  if (!image) return layout.placeholder ? <div className={classes} /> : null;
  const { src, srcSet } = cardImageSources(image, dataSaver);
  return (
    <img
      className={classes}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? layout.sizes : undefined}
      width={layout.box?.width}
      height={layout.box?.height}
      style={layout.reserve ? { aspectRatio: layout.reserve } : undefined}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
