import { describe, expect, it } from 'vitest';
import { normaliseUrl } from './vendor.ts';

describe('normaliseUrl', () => {
  it.each([
    ['https://x.com/nasa/status/1', 'https://twitter.com/nasa/status/1'],
    ['http://mobile.twitter.com/nasa/status/1?s=20&t=abc', 'https://twitter.com/nasa/status/1'],
    ['https://WWW.Facebook.com/nasa/posts/1/?fbclid=xyz&utm_source=a', 'https://facebook.com/nasa/posts/1'],
    ['https://youtu.be/dQw4w9WgXcQ?si=share', 'https://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42#comments', 'https://youtube.com/watch?t=42&v=dQw4w9WgXcQ'],
    ['https://www.instagram.com/p/Cabc/?igsh=1', 'https://instagram.com/p/Cabc'],
    ['https://www.reddit.com/r/space/?b=2&a=1', 'https://reddit.com/r/space?a=1&b=2'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseUrl(input)).toBe(expected);
  });

  it('gives the same spelling for the same post pasted from x.com and twitter.com', () => {
    expect(normaliseUrl('https://x.com/a/status/9?s=46')).toBe(normaliseUrl('https://www.twitter.com/a/status/9/'));
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://example.com/file', ''])('refuses %s', (input) => {
    expect(normaliseUrl(input)).toBeUndefined();
  });
});
