import { IMAGE_PLACEHOLDER_WIDTH, IMAGE_VARIANT_WIDTHS, imageVariantPath, isStoredImagePath } from '@wiy/shared/image-variants';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { mediaUrl } from '../lib/app-config.ts';
import { useDataSaver } from '../lib/data-saver.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import './card-image.css';

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
 * detail's picture); otherwise it waits until it nears the viewport. `held`: the data saver's stand-in, its box
 * the picture's own (decision 242): a stored image's tiny variant, blurred, and for another site's image, which has
 * none, the empty placeholder. Props and the page's data saver only, so the server and the browser render the same
 * markup.
 */
export function CardImage({
  image,
  shape = 'card',
  priority = false,
  held = false,
  className,
}: {
  image: string | null | undefined;
  shape?: CardImageShape;
  priority?: boolean;
  held?: boolean;
  /** The screen's own class, beside the shape's (a hook for its tests and its wider layouts). */
  className?: string;
}) {
  const dataSaver = useDataSaver();
  const layout = SHAPES[shape];
  const classes = className ? `${layout.className} ${className}` : layout.className;
  if (!image || (held && !isStoredImagePath(image))) return layout.placeholder ? <div className={classes} /> : null;
  const loading = priority ? 'eager' : 'lazy';
  if (held) {
    return (
      <div className={`${classes} image-held`}>
        <img src={mediaUrl(imageVariantPath(image, IMAGE_PLACEHOLDER_WIDTH))} alt="" loading={loading} decoding="async" />
      </div>
    );
  }
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
      loading={loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}

/**
 * Pictures this page's reader asked for: a card that the virtual list dropped while it was off screen shows its
 * picture again when it comes back. Written by taps only, so never on the server.
 */
const shownImages = new Set<string>();

/**
 * A card with its picture: the card's link (`children`, handed the picture to place in it) and what is laid over the
 * card outside the link, since a button within a link is neither valid nor reachable: `controls`, and while the
 * data saver holds the picture back, the button over it that shows it (decision 242). Without either, the link alone.
 */
export function ImageCard({
  image,
  shape = 'card',
  priority = false,
  controls,
  as: Frame = 'div',
  children,
}: {
  image: string | null | undefined;
  shape?: 'card' | 'topic';
  priority?: boolean;
  controls?: ReactNode;
  /** The frame's element: `li` in a list of cards. */
  as?: 'div' | 'li';
  children: (picture: ReactNode) => ReactNode;
}) {
  const t = useT();
  const dataSaver = useDataSaver();
  const [shown, setShown] = useState(() => !!image && shownImages.has(image));
  const held = dataSaver && !shown && !!image;
  const card = children(<CardImage image={image} shape={shape} priority={priority} held={held} />);
  if (!dataSaver && !controls) return card;
  const show = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes with the placeholder: the focus stays in the card, on its link.
    event.currentTarget.parentElement?.querySelector('a')?.focus();
    shownImages.add(image!);
    setShown(true);
  };
  return (
    <Frame className="card-frame">
      {card}
      {held && (
        <button type="button" className="show-image" style={{ height: SHAPES[shape].box!.height }} onClick={show}>
          <span>{t('cards.showImage')}</span>
        </button>
      )}
      {controls}
    </Frame>
  );
}
