/**
 * The only `tableName` values `POST /api/get/record/searchValue` accepts (spec 000 §7), spelled as the
 * original clients send them: channels by name, and recipes by title.
 */
export const SEARCH_TABLES = { channels: 'wiy_list_channel', recipes: 'wiy_list_feed' } as const;
export type SearchTable = (typeof SEARCH_TABLES)[keyof typeof SEARCH_TABLES];

/** Longest search text accepted; longer is a caller's mistake. */
export const SEARCH_MAX_LENGTH = 100;

/** Rows a search answers at most: the search screens list matches without paging. */
export const SEARCH_RESULT_LIMIT = 50;

/** The recipe-channel path's `{search}` segment meaning "no search". */
export const NO_SEARCH = 'null';

/** Recipes are the channels of this list category (spec 000 §1). */
export const RECIPE_CATEGORY = 'food_and_cooking';

/** The language recipes show in until one is chosen (spec 000 §9). */
export const DEFAULT_LANGUAGE = 'english';
