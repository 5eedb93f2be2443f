import { z } from './zod.ts';
import { SEARCH_MAX_LENGTH, SEARCH_TABLES } from './search-tables.ts';

/** The body of `POST /api/get/record/searchValue`: which list, and the text to look for. */
export const searchBodySchema = z.object({
  tableName: z.enum([SEARCH_TABLES.channels, SEARCH_TABLES.recipes]),
  searchValue: z.string().min(1).max(SEARCH_MAX_LENGTH),
});
export type SearchBody = z.infer<typeof searchBodySchema>;
