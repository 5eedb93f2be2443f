import type { PageHead } from '@wiy/shared/page-renderer';
import { escapeMarkup } from '../lib/escape-markup.ts';

export interface SiteDetails {
  siteName: string;
  /** Said of every page that says nothing of itself. */
  description: string;
}

/**
 * The head of a server-rendered page: title, description, canonical URL, and the Open Graph and Twitter
 * tags a messenger or search engine reads for a share preview. Without an `origin` (a host that is not the
 * site's, decision 204) it names no address of this site in full: the canonical link is the page's path, and
 * `og:url`, a media path as `og:image` and the feed links, which must be absolute, are left out.
 */
export function pageHeadTags(head: PageHead, origin: string | undefined, path: string, site: SiteDetails): string {
  const title = head.title ?? site.siteName;
  const description = head.description ?? site.description;
  const url = `${origin ?? ''}${path}`;
  const image = head.image === undefined ? undefined : absoluteUrl(head.image, origin);
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeMarkup(content)}" />`;
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(origin ? [meta('property', 'og:url', url)] : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.feed && origin ? feedLinks(new URL(head.feed, origin).href, title) : []),
  ].join('');
}

/** A media path made absolute at `origin`; an address already absolute (media on a CDN) as it is, and without an origin a path is none. */
function absoluteUrl(pathOrUrl: string, origin: string | undefined): string | undefined {
  if (URL.canParse(pathOrUrl)) return pathOrUrl;
  return origin ? new URL(pathOrUrl, origin).href : undefined;
}

/** The RSS and JSON Feed of a screen, where a feed reader or a browser extension looks for them. */
function feedLinks(files: string, title: string): string[] {
  return [
    ['application/rss+xml', 'feed.xml'],
    ['application/feed+json', 'feed.json'],
  ].map(([type, file]) => `<link rel="alternate" type="${type}" title="${escapeMarkup(title)}" href="${escapeMarkup(files + file)}" />`);
}
