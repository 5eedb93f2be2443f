/** The category feed of a sub-category; no vendor in it, so choosing one clears the social filter. */
export function categoryFeedPath(categoryId: string, subCategoryId: string): string {
  return `/category?${new URLSearchParams({ catid: categoryId, subid: subCategoryId })}`;
}
