/** Items a feed page holds (spec decision 7). */
export const FEED_PAGE_SIZE = 20;

/** The knowledge-base category whose entries are the policies (spec 000 §3). */
export const POLICY_CATEGORY = 'policy';
