/** Items a feed page holds (spec decision 7). */
export const FEED_PAGE_SIZE = 20;

/** The knowledge-base category whose entries are the policies (spec 000 §3). */
export const POLICY_CATEGORY = 'policy';

/** A record's id, as this server makes and imports them: letters, digits, '-' and '_', 64 at most. */
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** At most this many new posts are counted: the pill reads '99+ new posts' past it. */
export const NEW_POSTS_COUNTED = 100;

/** Longest reader search accepted, in characters; longer is a caller's mistake, and the header's field takes no more. */
export const SITE_SEARCH_MAX_LENGTH = 200;
