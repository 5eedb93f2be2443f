import { EMBED_ORIGINS } from './embed-hosts.ts';
import { detectVendor, type DetectedVendor } from './vendor.ts';

/**
 * How one link of a curated item is shown on the detail screen (spec 000 §2, "Embeds per vendor").
 * Every frame is a plain iframe on an `EMBED_ORIGINS` host built from the post's id, so no vendor
 * script runs in our page and the script policy stays 'self'.
 */
export type Embed =
  | {
      kind: 'frame';
      vendor: Exclude<DetectedVendor, 'Threads' | 'Unknown'>;
      /** The link as a person opens it (x.com already rewritten to twitter.com). */
      url: string;
      src: string;
      /** The height the box reserves before the frame loads, in CSS pixels. */
      height: number;
      /**
       * For frames whose vendor posts a message once the post is drawn: how long after the frame's load
       * event silence means failure (spec 000 §9); undefined for frames that never report.
       */
      readyCheckMs: number | undefined;
      /** Wait this long after the box nears the viewport before loading (Reddit, spec 000 §9). */
      delayMs: number;
    }
  /** A YouTube link in none of the forms a player accepts. */
  | { kind: 'invalid-youtube'; url: string }
  /** A Reddit link without a post id: shown as the Reddit failure with its link. */
  | { kind: 'reddit-unavailable'; url: string }
  /** Threads has no frame embed: a static card with the link. */
  | { kind: 'threads'; url: string }
  /** Any other link, or one of a known vendor that names no post: a plain link. */
  | { kind: 'link'; vendor: DetectedVendor; url: string };

/** Twitter embed fallback check and Reddit embed delay, both 300 ms (spec 000 §9). */
export const TWITTER_FALLBACK_CHECK_MS = 300;
export const REDDIT_EMBED_DELAY_MS = 300;
/** The spec gives Reddit no check time of its own; it gets Twitter's (decision 031). */
const REDDIT_READY_CHECK_MS = TWITTER_FALLBACK_CHECK_MS;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parse(url: string): URL | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The video id of youtu.be/ID, youtube.com/watch?v=ID, /shorts/ID and /live/ID links, else undefined. */
export function youtubeVideoId(url: string): string | undefined {
  const parsed = parse(url);
  if (!parsed) return undefined;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
  else if (segments[0] === 'shorts' || segments[0] === 'live') id = segments[1];
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** An x.com link on the twitter.com host (spec decision 5); other links unchanged. */
export function toTwitterHost(url: string): string {
  const parsed = parse(url);
  if (!parsed || !/(^|\.)x\.com$/i.test(parsed.hostname)) return url;
  parsed.hostname = 'twitter.com';
  return parsed.toString();
}

function frame(
  vendor: Extract<Embed, { kind: 'frame' }>['vendor'],
  url: string,
  path: string,
  height: number,
  extra: Partial<Extract<Embed, { kind: 'frame' }>> = {},
): Embed {
  return { kind: 'frame', vendor, url, src: `${EMBED_ORIGINS[vendor]}${path}`, height, readyCheckMs: undefined, delayMs: 0, ...extra };
}

/** The embed of one link, its vendor told by the host name (spec decision 5). */
export function embedFor(rawUrl: string): Embed {
  const parsed = parse(rawUrl);
  const vendor = detectVendor(rawUrl);
  if (!parsed) return { kind: 'link', vendor, url: rawUrl };
  const url = parsed.toString();
  const path = parsed.pathname;
  switch (vendor) {
    case 'Youtube': {
      const id = youtubeVideoId(url);
      return id ? frame('Youtube', url, `/embed/${id}`, 315) : { kind: 'invalid-youtube', url };
    }
    case 'Twitter': {
      const tweet = path.match(/\/status(?:es)?\/(\d{1,25})/)?.[1];
      const link = toTwitterHost(url);
      if (!tweet) return { kind: 'link', vendor, url: link };
      return frame('Twitter', link, `/embed/Tweet.html?id=${tweet}&dnt=true`, 560, { readyCheckMs: TWITTER_FALLBACK_CHECK_MS });
    }
    case 'Reddit': {
      const post = path.match(/^\/r\/([A-Za-z0-9_]{1,32})\/comments\/([a-z0-9]{1,12})(?:\/([^/]{1,120}))?/i);
      if (!post) return { kind: 'reddit-unavailable', url };
      const slug = post[3] ? `${post[3]}/` : '';
      return frame('Reddit', url, `/r/${post[1]}/comments/${post[2]}/${slug}?embed=true`, 520, {
        readyCheckMs: REDDIT_READY_CHECK_MS,
        delayMs: REDDIT_EMBED_DELAY_MS,
      });
    }
    case 'Facebook': {
      const isVideo = parsed.hostname.toLowerCase() === 'fb.watch' || /\/(videos|watch|reel)\b/.test(path);
      const plugin = isVideo ? 'video' : 'post';
      return frame('Facebook', url, `/plugins/${plugin}.php?href=${encodeURIComponent(url)}&show_text=true&width=500`, isVideo ? 315 : 600);
    }
    case 'Instagram': {
      const post = path.match(/^\/(p|reel|tv)\/([A-Za-z0-9_-]{5,40})/);
      if (!post) return { kind: 'link', vendor, url };
      return frame('Instagram', url, `/${post[1]}/${post[2]}/embed`, 640);
    }
    case 'Linkedin': {
      const activity = url.match(/activity[-:](\d{15,25})/)?.[1];
      if (!activity) return { kind: 'link', vendor, url };
      return frame('Linkedin', url, `/embed/feed/update/urn:li:activity:${activity}`, 560);
    }
    case 'Threads':
      return { kind: 'threads', url };
    default:
      return { kind: 'link', vendor, url };
  }
}

/** The main link and up to four more (`u_url_2`..`u_url_5`), blanks left out (spec 000 §9). */
export function itemLinks(item: { u_url: string; u_url_2: string | null; u_url_3: string | null; u_url_4: string | null; u_url_5: string | null }): string[] {
  return [item.u_url, item.u_url_2, item.u_url_3, item.u_url_4, item.u_url_5].filter((u): u is string => Boolean(u?.trim()));
}

/** Whether a link may be put in an href: http(s) only, so a stored `javascript:` link never runs. */
export function isWebLink(url: string): boolean {
  return parse(url) !== undefined;
}

/**
 * The height a vendor frame reports in a message, if it does: Twitter's frame sends
 * `{"twttr.embed":{"method":"twttr.private.resize","params":[{"height":…}]}}`, Reddit's
 * `{"type":"resize.embed","data":…}`, either as an object or as its JSON text.
 */
export function embedMessageHeight(data: unknown): number | undefined {
  let message = data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message);
    } catch {
      return undefined;
    }
  }
  if (!message || typeof message !== 'object') return undefined;
  const twitter = (message as { 'twttr.embed'?: { method?: string; params?: { height?: unknown }[] } })['twttr.embed'];
  const reddit = message as { type?: string; data?: unknown };
  const height = twitter?.method === 'twttr.private.resize' ? twitter.params?.[0]?.height : reddit.type === 'resize.embed' ? reddit.data : undefined;
  return typeof height === 'number' && Number.isFinite(height) && height > 0 && height <= 5000 ? Math.round(height) : undefined;
}
