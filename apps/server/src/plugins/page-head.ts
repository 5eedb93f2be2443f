import type { PageHead } from '@wiy/shared/page-renderer';
import { escapeMarkup } from '../lib/escape-markup.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, sharePreviewPath } from '../modules/media/image-variants.service.ts';
import { mediaKey } from '../modules/media/media-store.ts';

export interface SiteDetails {
  siteName: string;
  /** Said of every page that says nothing of itself. */
  description: string;
  /** Where the web's media links start (`MEDIA_BASE_URL`): a page image under it is a stored one. */
  mediaBaseUrl: string;
  /** The media key of the site's own share preview (its logo), for pages without a stored image; none without a logo. */
  sitePreview: string | undefined;
}

/** A page's share preview: a media key this server makes into a 1200x630 JPEG, and what it shows. */
interface SharePreview {
  key: string;
  alt: string;
}

/**
 * The head of a server-rendered page: title, description, canonical URL, `noindex` when it asks, and the Open Graph and Twitter
 * tags a messenger or search engine reads for a share preview. The preview's image is always a 1200x630 JPEG this
 * server makes (decision 243): the page's stored image, else the site's logo. Without an `origin` (a host that is
 * not the site's, decision 204) it names no address of this site in full: the canonical link is the page's path, and
 * `og:url`, `og:image` and the feed links, which must be absolute, are left out.
 */
export function pageHeadTags(head: PageHead, origin: string | undefined, path: string, site: SiteDetails): string {
  const title = head.title ?? site.siteName;
  const description = head.description ?? site.description;
  const url = `${origin ?? ''}${path}`;
  const preview = sharePreview(head.image, title, site);
  const image = preview && origin ? `${origin}/media/${preview.key}` : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeMarkup(content)}" />`;
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(origin ? [meta('property', 'og:url', url)] : []),
    ...(image && preview
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
          meta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
          meta('property', 'og:image:alt', preview.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image && preview ? [meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', preview.alt)] : []),
    ...(head.feed && origin ? feedLinks(new URL(head.feed, origin).href, title) : []),
  ].join('');
}

/**
 * The preview of a page showing `image` (a media link as the web writes it, or another site's address): its stored
 * image's, described by the page's title; else, for another site's image (never fetched here: decision 243) or none,
 * the site's.
 */
function sharePreview(image: string | undefined, title: string, site: SiteDetails): SharePreview | undefined {
  const stored = image?.startsWith(site.mediaBaseUrl) ? mediaKey(image.slice(site.mediaBaseUrl.length)) : undefined;
  if (stored) return { key: sharePreviewPath(stored), alt: title };
  return site.sitePreview === undefined ? undefined : { key: site.sitePreview, alt: `${site.siteName} logo` };
}

/** The RSS and JSON Feed of a screen, where a feed reader or a browser extension looks for them. */
function feedLinks(files: string, title: string): string[] {
  return [
    ['application/rss+xml', 'feed.xml'],
    ['application/feed+json', 'feed.json'],
  ].map(([type, file]) => `<link rel="alternate" type="${type}" title="${escapeMarkup(title)}" href="${escapeMarkup(files + file)}" />`);
}
