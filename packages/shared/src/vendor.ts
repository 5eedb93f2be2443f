/** The social platforms a curated item can come from (spec 000 §9). */
export const SOCIAL_VENDORS = ['Twitter', 'Youtube', 'Facebook', 'Instagram', 'Threads', 'Reddit', 'Linkedin'] as const;
export type SocialVendor = (typeof SOCIAL_VENDORS)[number];
/**
 * What a link's host says: one of the platforms, or 'Unknown' (a blog article, a Mastodon or Bluesky post), which
 * a source may bring in as a link card though a curator may not paste one (decision 099).
 */
export const DETECTED_VENDORS = [...SOCIAL_VENDORS, 'Unknown'] as const;
export type DetectedVendor = (typeof DETECTED_VENDORS)[number];

/** Registrable domains of each vendor; sub-domains such as www., m. and mobile. count too (spec decision 5). */
const VENDOR_DOMAINS: Record<SocialVendor, readonly string[]> = {
  Facebook: ['facebook.com', 'fb.watch'],
  Twitter: ['twitter.com', 'x.com'],
  Instagram: ['instagram.com'],
  Reddit: ['reddit.com', 'redd.it'],
  Youtube: ['youtube.com', 'youtu.be'],
  Threads: ['threads.net', 'threads.com'],
  Linkedin: ['linkedin.com'],
};

export function isSocialVendor(value: string): value is SocialVendor {
  return (SOCIAL_VENDORS as readonly string[]).includes(value);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Which platform a link belongs to, by its host name. */
export function detectVendor(url: string): DetectedVendor {
  const host = hostOf(url);
  if (!host) return 'Unknown';
  for (const vendor of SOCIAL_VENDORS) {
    if (VENDOR_DOMAINS[vendor].some((domain) => host === domain || host.endsWith(`.${domain}`))) return vendor;
  }
  return 'Unknown';
}

/** Query parameters that only say where a click came from; they never change which post a link is. */
const TRACKING_PARAMS = new Set(['fbclid', 'gclid', 'igshid', 'igsh', 'si', 'feature', 'ref', 'ref_src', 'ref_url', 'mibextid', 'rdt', 'share_id', 'rcm']);
/** Twitter's share links add `s` and `t` for the sharer; on other hosts `t` may be a video position. */
const TWITTER_TRACKING_PARAMS = new Set(['s', 't']);

/**
 * One spelling per post, so that the same post pasted twice is found as a duplicate: https, host lower-cased
 * without `www.`, `m.` or `mobile.`, x.com as twitter.com (spec decision 5), youtu.be and /shorts/ links as
 * `watch?v=`, tracking parameters (utm_*, fbclid, …) and the fragment dropped, the rest of the query sorted,
 * no trailing slash. Undefined for anything that is not an http(s) link.
 */
export function normaliseUrl(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.protocol = 'https:';
  url.hash = '';
  url.username = '';
  url.password = '';
  url.port = '';
  let host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  if (host === 'x.com') host = 'twitter.com';
  const youtubeId = host === 'youtu.be' ? url.pathname.slice(1) : host === 'youtube.com' ? url.pathname.match(/^\/shorts\/([^/]+)/)?.[1] : undefined;
  if (youtubeId) {
    host = 'youtube.com';
    url.pathname = '/watch';
    url.searchParams.set('v', youtubeId);
  }
  url.hostname = host;
  const isTwitter = host === 'twitter.com';
  const kept = [...url.searchParams].filter(
    ([name]) => !name.toLowerCase().startsWith('utm_') && !TRACKING_PARAMS.has(name.toLowerCase()) && !(isTwitter && TWITTER_TRACKING_PARAMS.has(name)),
  );
  kept.sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(kept).toString();
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.toString().replace(/\/$/, '');
}
