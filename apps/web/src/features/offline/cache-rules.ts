import { CLIENT_RENDERED_SCREENS } from '@wiy/shared/page-renderer';

/**
 * Which requests the service worker keeps, as plain functions of the request so that they can be tested
 * without a worker (decision 070 has the table). Anything carrying account data is never kept: a cache
 * outlives a logout and is readable by any script of the origin.
 */

/** Calls that carry tokens or account data: the account and console modules, and the test-only hooks. */
const PRIVATE_CALLS = ['/authenticate', '/verify', '/lom/', '/firebase/', '/api/admin', '/api/test/'];

/** Live questions: an old answer, offline, would announce posts that are not there (decision 091). */
const LIVE_CALLS = ['/api/get_feed_news/', '/api/get_topic_news/'];

/** The one POST that only reads: an item's detail (spec 000 §7 sends it with an empty body). */
const CONTENT_READ = '/api/get/feed_content/';

export interface RequestFacts {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

/**
 * A prefix match on purpose: it errs towards not caching (`/administrator` would be left alone too), and a
 * bearer token marks a request private whatever its path.
 */
function isPrivate({ url, request }: RequestFacts): boolean {
  return (
    request.headers.has('Authorization') ||
    PRIVATE_CALLS.some((prefix) => url.pathname.startsWith(prefix)) ||
    // Screens that show or collect account data, or the console: their pages go to the network only.
    CLIENT_RENDERED_SCREENS.some((prefix) => url.pathname.startsWith(prefix))
  );
}

/**
 * Same-origin paths that are files, not the app's screens: a navigation to one (an RSS or JSON Feed opened in a
 * tab) must not be kept as a page, or the app's HTML would be served offline in its place.
 */
const NOT_SCREENS = ['/feeds/'];

/** A navigation to a browsing screen: kept so that it opens again offline. */
export function isBrowsingPage(facts: RequestFacts): boolean {
  const { url, request, sameOrigin } = facts;
  return request.mode === 'navigate' && sameOrigin && !NOT_SCREENS.some((prefix) => url.pathname.startsWith(prefix)) && !isPrivate(facts);
}

/**
 * Screens whose page holds nothing of an account (the server sends the app's shell; what they show lives on the
 * device), so that offline the app's shell may start them: Saved and Settings (decisions 089, 092).
 */
const DEVICE_SCREENS = ['/saved', '/settings'];

export function isDeviceScreen({ url, request, sameOrigin }: RequestFacts): boolean {
  return request.mode === 'navigate' && sameOrigin && DEVICE_SCREENS.includes(url.pathname);
}

/** A public read of the product API: the feeds, lists and item answers a visitor has seen. */
export function isPublicApiRead(facts: RequestFacts): boolean {
  const { url, request, sameOrigin } = facts;
  if (!sameOrigin || !url.pathname.startsWith('/api/') || isPrivate(facts) || LIVE_CALLS.some((prefix) => url.pathname.startsWith(prefix))) return false;
  return request.method === 'GET' || (request.method === 'POST' && url.pathname.startsWith(CONTENT_READ));
}

/** An image from the server's media folder. */
export function isMediaImage({ url, request, sameOrigin }: RequestFacts): boolean {
  return sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/');
}

/** An image from another https origin (a card's `u_image_source`, or media on a CDN): its answer is opaque. */
export function isRemoteImage({ url, request, sameOrigin }: RequestFacts): boolean {
  return !sameOrigin && url.protocol === 'https:' && request.method === 'GET' && request.destination === 'image';
}

/**
 * Whether an answer may be stored: a success the server did not mark `no-store` or `private` (the account
 * answers carry `no-store`, so a path missing from the lists above is still not kept). An opaque answer
 * (status 0, headers unreadable) only where the caller accepts one: cross-origin images.
 */
export function isStorable(response: Response, acceptOpaque = false): boolean {
  if (response.type === 'opaque') return acceptOpaque;
  if (response.status !== 200) return false;
  return !/\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}
