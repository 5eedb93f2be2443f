import { describe, expect, it } from 'vitest';
import { detectVendor } from './vendor.ts';

describe('detectVendor', () => {
  it.each([
    ['https://www.facebook.com/nasa/posts/1', 'Facebook'],
    ['https://m.facebook.com/story.php?id=1', 'Facebook'],
    ['https://fb.watch/abc123/', 'Facebook'],
    ['https://twitter.com/nasa/status/1', 'Twitter'],
    ['https://x.com/nasa/status/1', 'Twitter'],
    ['https://mobile.twitter.com/nasa/status/1', 'Twitter'],
    ['https://www.instagram.com/p/Cabc/', 'Instagram'],
    ['https://www.reddit.com/r/space/comments/abc/title/', 'Reddit'],
    ['https://redd.it/abc', 'Reddit'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Youtube'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'Youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'Youtube'],
    ['https://www.threads.net/@nasa/post/C1', 'Threads'],
    ['https://www.threads.com/@nasa/post/C1', 'Threads'],
    ['https://www.linkedin.com/posts/nasa_activity-1', 'Linkedin'],
  ])('sees %s as %s', (url, vendor) => {
    expect(detectVendor(url)).toBe(vendor);
  });

  it.each(['https://example.com/x.com', 'https://notx.com/a', 'https://fakeyoutube.com/watch?v=1', 'not a url', ''])('calls %s Unknown', (url) => {
    expect(detectVendor(url)).toBe('Unknown');
  });
});
