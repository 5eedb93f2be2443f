/**
 * The synthetic category the category list starts with (spec 000 §3): it narrows nothing, and `all` is
 * also the filtered feed's "no filter" id for a category and a sub-category.
 */
export const ALL_CATEGORY = { uni_id: 'all', u_name: 'all', u_label: 'All', u_list_category_order: 0 } as const;

/** Category search filters from this many characters of trimmed text (spec decision 2). */
export const CATEGORY_SEARCH_MIN_LENGTH = 3;
