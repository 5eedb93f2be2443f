import { describe, expect, it } from 'vitest';
import { readNotice } from './topic-notice.ts';

const ORIGIN = 'https://wiy.example';

describe('a pushed notice', () => {
  const notice = { title: 'New in Rains', body: 'Roads flooded', url: '/content?id=a1', settingsUrl: '/settings#following', tag: 'hot_topic:rains' };

  it("is shown with this site's own links only", () => {
    expect(readNotice(notice, ORIGIN)).toEqual(notice);
    expect(readNotice({ ...notice, url: 'https://elsewhere.example/' }, ORIGIN)).toBeUndefined();
    expect(readNotice({ ...notice, settingsUrl: '//elsewhere.example/settings' }, ORIGIN)).toBeUndefined();
    expect(readNotice({ ...notice, title: 7 }, ORIGIN)).toBeUndefined();
    expect(readNotice({ ...notice, url: '/\\elsewhere.example/x' }, ORIGIN)).toBeUndefined();
    expect(readNotice('text', ORIGIN)).toBeUndefined();
  });
});
