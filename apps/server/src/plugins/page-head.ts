import type { PageHead } from '@wiy/shared/page-renderer';
import { escapeMarkup } from '../lib/escape-markup.ts';

export interface SiteDetails {
  siteName: string;
  /** Said of every page that says nothing of itself. */
  description: string;
}

/**
 * The head of a server-rendered page: title, description, canonical URL, and the Open Graph and Twitter
 * tags a messenger or search engine reads for a share preview.
 */
export function pageHeadTags(head: PageHead, url: string, site: SiteDetails): string {
  const title = head.title ?? site.siteName;
  const description = head.description ?? site.description;
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeMarkup(content)}" />`;
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.feed ? feedLinks(new URL(head.feed, url).href, title) : []),
  ].join('');
}

/** The RSS and JSON Feed of a screen, where a feed reader or a browser extension looks for them. */
function feedLinks(files: string, title: string): string[] {
  return [
    ['application/rss+xml', 'feed.xml'],
    ['application/feed+json', 'feed.json'],
  ].map(([type, file]) => `<link rel="alternate" type="${type}" title="${escapeMarkup(title)}" href="${escapeMarkup(files + file)}" />`);
}
