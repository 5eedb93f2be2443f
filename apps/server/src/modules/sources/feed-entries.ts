import type { SourceDiscovery } from '@wiy/shared/sources.schema';
import type { AnyFeed, MediaNs, parseFeed as ParseFeed } from 'feedsmith';
import { escapeMarkup } from '../../lib/escape-markup.ts';

/** One entry of a feed as the sources read it: where it links, its title and HTML, and the image it names. */
export interface FeedEntry {
  link: string;
  title: string;
  /** HTML as the feed gives it (or plain text made into paragraphs); sanitised before it is kept. */
  html: string;
  imageUrl: string | undefined;
}

export interface ParsedFeed {
  format: SourceDiscovery['format'];
  title: string;
  entries: FeedEntry[];
}

/** The feed parser is loaded at the first feed read, not at every start. */
let parseFeed: typeof ParseFeed | undefined;

/**
 * The entries of an RSS 2.0, RSS 1.0 (RDF), Atom or JSON Feed document, in the feed's order, with `baseUrl`
 * resolving relative links; entries without an http(s) link are left out. Undefined when the text is no feed.
 */
export async function readFeed(text: string, baseUrl: string): Promise<ParsedFeed | undefined> {
  parseFeed ??= (await import('feedsmith')).parseFeed;
  let parsed: AnyFeed;
  try {
    parsed = parseFeed(text);
  } catch {
    return undefined;
  }
  const absolute = (url: string | undefined) => {
    if (!url?.trim()) return undefined;
    try {
      const resolved = new URL(url.trim(), baseUrl);
      return /^https?:$/.test(resolved.protocol) ? resolved.toString() : undefined;
    } catch {
      return undefined;
    }
  };
  const entries = rawEntries(parsed).flatMap((entry) => {
    const link = absolute(entry.link);
    return link ? [{ ...entry, link, imageUrl: absolute(entry.imageUrl) }] : [];
  });
  return { format: parsed.format === 'rdf' ? 'rss' : parsed.format, title: feedTitle(parsed), entries };
}

function feedTitle(parsed: AnyFeed): string {
  if (parsed.format === 'atom') return parsed.feed.title?.value ?? '';
  return parsed.feed.title ?? '';
}

function rawEntries(parsed: AnyFeed): FeedEntry[] {
  switch (parsed.format) {
    case 'rss':
    case 'rdf':
      return (parsed.feed.items ?? []).map((item) => ({
        link: item.link ?? ('guid' in item && item.guid?.isPermaLink !== false ? (item.guid?.value ?? '') : ''),
        title: item.title ?? '',
        html: item.content?.encoded ?? item.description ?? paragraphs(mediaDescription(item.media)),
        imageUrl:
          mediaImage(item.media) ?? ('enclosures' in item ? item.enclosures?.find((enclosure) => enclosure.type?.startsWith('image/'))?.url : undefined),
      }));
    case 'atom':
      return (parsed.feed.entries ?? []).map((entry) => {
        const links = entry.links ?? [];
        const alternate = links.find((link) => !link.rel || link.rel === 'alternate')?.href;
        // YouTube's feeds name the video by its id too.
        const video = entry.yt?.videoId ? `https://www.youtube.com/watch?v=${entry.yt.videoId}` : undefined;
        return {
          link: alternate ?? video ?? '',
          title: entry.title?.value ?? '',
          html:
            (entry.content?.value ? atomHtml(entry.content) : undefined) ??
            (entry.summary ? atomHtml(entry.summary) : paragraphs(mediaDescription(entry.media))),
          imageUrl: mediaImage(entry.media) ?? links.find((link) => link.rel === 'enclosure' && link.type?.startsWith('image/'))?.href,
        };
      });
    case 'json':
      return (parsed.feed.items ?? []).map((item) => ({
        link: item.url ?? item.external_url ?? '',
        title: item.title ?? '',
        html: item.content_html ?? paragraphs(item.content_text ?? item.summary ?? ''),
        imageUrl: item.image ?? item.banner_image ?? item.attachments?.find((attachment) => attachment.mime_type?.startsWith('image/'))?.url,
      }));
  }
}

/** An Atom text construct as HTML: `html` and `xhtml` as they are, plain text escaped. */
function atomHtml(text: { value?: string; type?: string }): string {
  const value = text.value ?? '';
  return text.type === 'html' || text.type === 'xhtml' ? value : paragraphs(value);
}

/** The first picture a Media RSS block names: a thumbnail, else an image content, in the entry or its groups. */
function mediaImage(media: MediaNs.ItemOrFeed | undefined): string | undefined {
  if (!media) return undefined;
  for (const block of [media, ...(media.groups ?? [])]) {
    const thumbnail = block.thumbnails?.find((candidate) => candidate.url)?.url;
    if (thumbnail) return thumbnail;
    const image = block.contents?.find((content) => content.url && (content.medium === 'image' || content.type?.startsWith('image/')))?.url;
    if (image) return image;
  }
  return undefined;
}

function mediaDescription(media: MediaNs.ItemOrFeed | undefined): string {
  return media?.description?.value ?? media?.groups?.find((group) => group.description?.value)?.description?.value ?? '';
}

/** Plain text as HTML paragraphs, one per blank-line-separated block, its line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeMarkup(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
