import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_SOURCES } from './embed-hosts.ts';
import { embedFor, embedMessageHeight, isWebLink, itemLinks, toTwitterHost, youtubeVideoId } from './embed.ts';

describe('youtubeVideoId', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=a_b-c_d-e_f', 'a_b-c_d-e_f'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/live/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
  ])('finds the video of %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/@nasa',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/shorts/',
    'https://youtu.be/',
    'https://www.youtube.com/playlist?list=PL123',
  ])('finds no video in %s', (url) => {
    expect(youtubeVideoId(url)).toBeUndefined();
  });
});

describe('embedFor', () => {
  it('plays every accepted YouTube form in the nocookie player', () => {
    for (const url of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
    ]) {
      expect(embedFor(url)).toMatchObject({ kind: 'frame', vendor: 'Youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    }
  });

  it('calls any other YouTube link invalid', () => {
    expect(embedFor('https://www.youtube.com/@nasa')).toEqual({ kind: 'invalid-youtube', url: 'https://www.youtube.com/@nasa' });
  });

  it('rewrites x.com to twitter.com and frames the tweet with a 300 ms ready check', () => {
    expect(embedFor('https://x.com/nasa/status/1234567890123456789')).toMatchObject({
      kind: 'frame',
      vendor: 'Twitter',
      url: 'https://twitter.com/nasa/status/1234567890123456789',
      src: 'https://platform.twitter.com/embed/Tweet.html?id=1234567890123456789&dnt=true',
      readyCheckMs: 300,
    });
    expect(embedFor('https://mobile.twitter.com/nasa/status/42')).toMatchObject({ vendor: 'Twitter', src: expect.stringContaining('id=42&') });
  });

  it('shows a tweetless Twitter link as a link on twitter.com', () => {
    expect(embedFor('https://x.com/nasa')).toEqual({ kind: 'link', vendor: 'Twitter', url: 'https://twitter.com/nasa' });
  });

  it('frames a Reddit post after the 300 ms delay, and calls a post-less Reddit link unavailable', () => {
    expect(embedFor('https://www.reddit.com/r/space/comments/abc123/what_a_view/')).toMatchObject({
      kind: 'frame',
      vendor: 'Reddit',
      src: 'https://embed.reddit.com/r/space/comments/abc123/what_a_view/?embed=true',
      delayMs: 300,
      readyCheckMs: 300,
    });
    expect(embedFor('https://redd.it/abc123')).toEqual({ kind: 'reddit-unavailable', url: 'https://redd.it/abc123' });
  });

  it('frames the other vendors without a ready check, since they never report', () => {
    expect(embedFor('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ readyCheckMs: undefined, delayMs: 0 });
  });

  it('frames Facebook posts and videos through the plugin pages', () => {
    expect(embedFor('https://www.facebook.com/nasa/posts/123')).toMatchObject({
      src: `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent('https://www.facebook.com/nasa/posts/123')}&show_text=true&width=500`,
    });
    expect(embedFor('https://fb.watch/abcdef1234/')).toMatchObject({ src: expect.stringContaining('/plugins/video.php?href=') });
  });

  it('frames Instagram posts and reels at their /embed page', () => {
    expect(embedFor('https://www.instagram.com/p/Cabcdef1234/')).toMatchObject({ src: 'https://www.instagram.com/p/Cabcdef1234/embed' });
    expect(embedFor('https://instagram.com/reel/Cabcdef1234')).toMatchObject({ src: 'https://www.instagram.com/reel/Cabcdef1234/embed' });
  });

  it('frames a LinkedIn activity by its urn', () => {
    expect(embedFor('https://www.linkedin.com/posts/nasa_launch-activity-7123456789012345678-abcd')).toMatchObject({
      src: 'https://www.linkedin.com/embed/feed/update/urn:li:activity:7123456789012345678',
    });
  });

  it('shows Threads as a static card and an unknown host as a link', () => {
    expect(embedFor('https://www.threads.net/@nasa/post/C1abc')).toEqual({ kind: 'threads', url: 'https://www.threads.net/@nasa/post/C1abc' });
    expect(embedFor('https://example.com/story')).toEqual({ kind: 'link', vendor: 'Unknown', url: 'https://example.com/story' });
  });

  it('never frames a host outside the allow-list the CSP reads', () => {
    const urls = [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://x.com/a/status/1',
      'https://www.reddit.com/r/a/comments/b/c/',
      'https://www.facebook.com/a/posts/1',
      'https://www.instagram.com/p/abcdef/',
      'https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678',
    ];
    for (const url of urls) {
      const embed = embedFor(url);
      expect(embed.kind).toBe('frame');
      if (embed.kind === 'frame') expect(EMBED_FRAME_SOURCES).toContain(new URL(embed.src).origin);
    }
  });

  it('keeps a script link out of every embed', () => {
    expect(embedFor('javascript:alert(1)')).toEqual({ kind: 'link', vendor: 'Unknown', url: 'javascript:alert(1)' });
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('https://x.com/a')).toBe(true);
  });
});

describe('toTwitterHost', () => {
  it('moves x.com and its sub-domains to twitter.com and leaves other hosts', () => {
    expect(toTwitterHost('https://x.com/a/status/1')).toBe('https://twitter.com/a/status/1');
    expect(toTwitterHost('https://www.x.com/a')).toBe('https://twitter.com/a');
    expect(toTwitterHost('https://box.com/a')).toBe('https://box.com/a');
  });
});

describe('itemLinks', () => {
  it('takes the main link and the extra links that are set, at most five', () => {
    expect(itemLinks({ u_url: 'a', u_url_2: null, u_url_3: 'c', u_url_4: ' ', u_url_5: 'e' })).toEqual(['a', 'c', 'e']);
  });
});

describe('embedMessageHeight', () => {
  it('reads the height of a Twitter resize message, as an object or as JSON text', () => {
    const message = { 'twttr.embed': { method: 'twttr.private.resize', params: [{ height: 612.4, width: 550 }] } };
    expect(embedMessageHeight(message)).toBe(612);
    expect(embedMessageHeight(JSON.stringify(message))).toBe(612);
  });

  it('reads the height of a Reddit resize message', () => {
    expect(embedMessageHeight(JSON.stringify({ type: 'resize.embed', data: 480 }))).toBe(480);
  });

  it.each([undefined, 'not json', { type: 'other', data: 10 }, { type: 'resize.embed', data: -5 }, { type: 'resize.embed', data: 1e9 }])(
    'reads no height from %j',
    (data) => {
      expect(embedMessageHeight(data)).toBeUndefined();
    },
  );
});
