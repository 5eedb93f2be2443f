/**
 * The only origins a social embed frame may load from: the Content-Security-Policy's `frame-src` and the
 * embed builders both read this list, so they cannot drift apart.
 */
export const EMBED_ORIGINS = {
  Youtube: 'https://www.youtube-nocookie.com',
  Twitter: 'https://platform.twitter.com',
  Facebook: 'https://www.facebook.com',
  Instagram: 'https://www.instagram.com',
  Reddit: 'https://embed.reddit.com',
  Linkedin: 'https://www.linkedin.com',
} as const;

export const EMBED_FRAME_SOURCES: readonly string[] = Object.values(EMBED_ORIGINS);
