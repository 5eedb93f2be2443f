import { useContext, useEffect } from 'react';
import { mediaUrl } from './app-config.ts';
import { RenderContext } from './render-context.ts';

/** How long a share preview's description may be; search engines cut near 160 characters. */
const DESCRIPTION_LENGTH = 160;

export interface PageDetails {
  /** Plain text; shortened here. */
  description?: string | undefined;
  /** A media path or URL (`u_image`, `u_logo`). */
  image?: string | null | undefined;
  type?: 'website' | 'article';
  /** The screen's feed for feed readers (`feedFilesPath`). */
  feed?: string | undefined;
  /** Keeps the page out of search engines' indexes (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/**
 * A screen's title and share-preview details. In the browser it sets the document title while the
 * screen shows; on the server it fills the head of the document being rendered (title, description,
 * Open Graph and Twitter tags, the feed a feed reader can follow). An undefined title (data still loading) leaves it as is.
 */
export function usePageMeta(title: string | undefined, details: PageDetails = {}): void {
  const { head } = useContext(RenderContext);
  if (head && title !== undefined) {
    head.title = title;
    if (details.description) head.description = shorten(details.description);
    const image = mediaUrl(details.image);
    if (image) head.image = image;
    head.type = details.type ?? 'website';
    if (details.feed) head.feed = details.feed;
    if (details.noindex) head.noindex = true;
  }
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}

/** A screen that found nothing answers 404 when the server renders it ('No content found.'). */
export function useNotFound(notFound: boolean): void {
  const { head } = useContext(RenderContext);
  if (head && notFound) head.status = 404;
}
