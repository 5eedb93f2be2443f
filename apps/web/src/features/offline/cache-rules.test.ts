import { describe, expect, it } from 'vitest';
import { isBrowsingPage, isDeviceScreen, isMediaImage, isPublicApiRead, isRemoteImage, isStorable, type RequestFacts } from './cache-rules.ts';

const ORIGIN = 'https://wiy.example';

/** The parts of a fetch event's request the rules read; a real Request cannot be made with mode 'navigate'. */
function facts(
  href: string,
  init: { method?: string; mode?: RequestMode; destination?: RequestDestination; headers?: Record<string, string> } = {},
): RequestFacts {
  const url = new URL(href, ORIGIN);
  const request = {
    method: init.method ?? 'GET',
    mode: init.mode ?? 'cors',
    destination: init.destination ?? '',
    headers: new Headers(init.headers),
  } as Request;
  return { url, request, sameOrigin: url.origin === ORIGIN };
}

const navigation = (path: string) => facts(path, { mode: 'navigate', destination: 'document' });

describe('what the service worker keeps', () => {
  it('keeps the browsing screens a visitor opened', () => {
    for (const path of ['/', '/content?id=f00001', '/content-list', '/category?catid=a&subid=b', '/policy', '/recipe-content-page?data=x']) {
      expect(isBrowsingPage(navigation(path)), path).toBe(true);
    }
  });

  it('never keeps the RSS and JSON Feed files as pages, which offline would get the app in their place', () => {
    for (const path of ['/feeds/trending/feed.xml', '/feeds/trending/feed.json', '/feeds/category/a/feed.xml']) {
      expect(isBrowsingPage(navigation(path)), path).toBe(false);
    }
  });

  it('never keeps the account and console screens', () => {
    for (const path of ['/admin', '/admin/content', '/login', '/sign-up', '/otpverify', '/forgot-password', '/new-pin', '/accountdelete']) {
      expect(isBrowsingPage(navigation(path)), path).toBe(false);
    }
  });

  it('keeps public reads of the product API, and the item detail POST', () => {
    expect(isPublicApiRead(facts('/api/get_feed/1'))).toBe(true);
    expect(isPublicApiRead(facts('/api/get/filter/data/parent/topic/1/t1'))).toBe(true);
    expect(isPublicApiRead(facts('/api/get/feed_content/f00001', { method: 'POST' }))).toBe(true);
  });

  it("keeps the saved items' cards, public data, but never the account's saves or data (decision 092)", () => {
    expect(isPublicApiRead(facts('/api/saved_cards?ids=f00001,f00002'))).toBe(true);
    const auth = { headers: { Authorization: 'Bearer t' } };
    for (const path of ['/api/saved', '/api/account/export']) expect(isPublicApiRead(facts(path, auth)), path).toBe(false);
    expect(isBrowsingPage(navigation('/saved'))).toBe(false);
  });

  it('starts Saved and Settings from the shell offline, and no other screen that is never kept', () => {
    for (const path of ['/saved', '/settings']) expect(isDeviceScreen(navigation(path)), path).toBe(true);
    for (const path of ['/login', '/admin', '/accountdelete', '/']) expect(isDeviceScreen(navigation(path)), path).toBe(false);
    expect(isDeviceScreen(facts('/saved'))).toBe(false);
  });

  it('never keeps the live count of new posts: offline, an old one would announce posts that are not there', () => {
    expect(isPublicApiRead(facts('/api/get_feed_news/null/all/all/2026-11-24T08:00:00.000Z/f00001'))).toBe(false);
    expect(isPublicApiRead(facts('/api/get_topic_news/t1/2026-11-24T08:00:00.000Z/f00001'))).toBe(false);
  });

  it('never keeps a call that carries a token, whatever its path', () => {
    expect(isPublicApiRead(facts('/api/get_feed/1', { headers: { Authorization: 'Bearer t' } }))).toBe(false);
    expect(isBrowsingPage(facts('/', { mode: 'navigate', headers: { Authorization: 'Bearer t' } }))).toBe(false);
  });

  it('never keeps the account, push, console or test-hook calls', () => {
    for (const path of [
      '/authenticate',
      '/verify',
      '/lom/check/deletestatus',
      '/firebase/subscribe',
      '/api/admin/me',
      '/api/admin/records/category',
      '/api/test/session',
    ]) {
      expect(isPublicApiRead(facts(path)), path).toBe(false);
    }
  });

  it('keeps no other POST: a search sends its words in the body, which a URL key would lose', () => {
    expect(isPublicApiRead(facts('/api/get/record/searchValue', { method: 'POST' }))).toBe(false);
  });

  it('keeps no call to another origin as an API answer', () => {
    expect(isPublicApiRead(facts('https://other.example/api/get_feed/1'))).toBe(false);
  });

  it('keeps media from the server and https images from elsewhere', () => {
    expect(isMediaImage(facts('/media/demo/a.jpg', { destination: 'image' }))).toBe(true);
    expect(isRemoteImage(facts('https://i.ytimg.com/vi/x/hq.jpg', { mode: 'no-cors', destination: 'image' }))).toBe(true);
    expect(isRemoteImage(facts('http://plain.example/a.jpg', { mode: 'no-cors', destination: 'image' }))).toBe(false);
    expect(isRemoteImage(facts('https://platform.twitter.com/embed/Tweet.html', { destination: 'iframe' }))).toBe(false);
  });
});

describe('which answers may be stored', () => {
  it('stores a plain success', () => {
    expect(isStorable(new Response('{}', { status: 200, headers: { 'cache-control': 'no-cache' } }))).toBe(true);
  });

  it('refuses an answer marked no-store or private, so a path missing from the lists is still not kept', () => {
    expect(isStorable(new Response('{}', { status: 200, headers: { 'cache-control': 'no-store' } }))).toBe(false);
    expect(isStorable(new Response('{}', { status: 200, headers: { 'cache-control': 'private, max-age=60' } }))).toBe(false);
  });

  it('refuses errors, so an outage does not replace what was seen', () => {
    expect(isStorable(new Response('{}', { status: 500 }))).toBe(false);
    expect(isStorable(new Response('{}', { status: 404 }))).toBe(false);
  });

  it('stores an opaque answer only where the caller accepts one', () => {
    const opaque = { type: 'opaque', status: 0, headers: new Headers() } as Response;
    expect(isStorable(opaque)).toBe(false);
    expect(isStorable(opaque, true)).toBe(true);
  });
});
