import { SITE_SEARCH_MAX_LENGTH } from './constants.ts';
import { z } from './zod.ts';
import { feedItemSchema, namedRef, pageParam } from './feed.schema.ts';
import { channelSchema } from './channel.schema.ts';
import { hotTopicSchema } from './hot-topic.schema.ts';
import { recipeSchema } from './recipe.schema.ts';

/** Words of a query that count; the rest are ignored, so that no query costs more than this many. */
export const SITE_SEARCH_MAX_TERMS = 8;
/** Items a results page holds, as every feed page. */
export const SITE_SEARCH_PAGE_SIZE = 20;
/** Deepest results page: a search ranks its 200 newest matches only, which keeps it near a Trending page's cost. */
export const SITE_SEARCH_MAX_PAGE = 10;
/** Rows each group (hot topics, categories, channels, recipes, policies) shows on the first page. */
export const SITE_SEARCH_GROUP_SIZE = 5;

/** `GET /api/site_search?q=…&page=…` and the `/search` screen's parameters. */
export const siteSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SITE_SEARCH_MAX_LENGTH),
  page: pageParam.max(SITE_SEARCH_MAX_PAGE).default(1),
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>;

/** A category or a sub-category whose name matched; a sub-category names its category. */
export const siteSearchCategorySchema = namedRef.extend({ category_id: z.string().nullable() });

export const siteSearchGroupsSchema = z.object({
  hot_topics: z.array(hotTopicSchema),
  categories: z.array(siteSearchCategorySchema),
  channels: z.array(channelSchema),
  recipes: z.array(recipeSchema),
  policies: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type SiteSearchGroups = z.infer<typeof siteSearchGroupsSchema>;

/**
 * One page of a reader's search: the items in the order of relevance blended with recency, the words of their text
 * that matched (lower-cased, NFC, for marking), whether another page follows, and on page 1 the other groups (empty
 * arrays on later pages).
 */
export const siteSearchAnswerSchema = z.object({
  record: z.array(feedItemSchema),
  marks: z.array(z.string()),
  has_more: z.boolean(),
  groups: siteSearchGroupsSchema,
});
export type SiteSearchAnswer = z.infer<typeof siteSearchAnswerSchema>;
