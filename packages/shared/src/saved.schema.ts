import { z } from './zod.ts';
import { RECORD_ID } from './constants.ts';
import { feedItemSchema } from './feed.schema.ts';
import { SAVED_ITEMS_MAX, SAVED_PAGE_SIZE } from './saved-rules.ts';

/* The saved items' wire (decision 092); their rules, without zod, are in saved-rules.ts. */

/** An item's id as the server makes and imports them. */
const itemId = z.string().regex(RECORD_ID);
/** `RECORD_ID` without its anchors, for a list of ids. */
const ONE_ID = RECORD_ID.source.slice(1, -1);
/** When the reader saved it: an ISO-8601 UTC time, as the server writes every date. */
const savedAt = z.iso.datetime();

export const savedEntrySchema = z.object({ uni_id: itemId, saved: savedAt });

/** The account's saves of items still public, newest saved first. */
export const savedListSchema = z.object({ saved: z.array(savedEntrySchema) });
export type SavedList = z.infer<typeof savedListSchema>;

/** A device's saves, handed to the account on sign-in. */
export const savedMergeBodySchema = z.object({ saved: z.array(savedEntrySchema).max(SAVED_ITEMS_MAX) });

export const savedItemParamsSchema = z.object({ uniId: itemId });
export const savedRemovedSchema = z.object({ removed: z.boolean() });

/** The cards of saved items, by id, comma-separated, in the order asked; ids no longer public are left out. */
export const savedCardsQuerySchema = z.object({
  ids: z
    .string()
    .max(SAVED_PAGE_SIZE * 65)
    .regex(new RegExp(`^${ONE_ID}(,${ONE_ID})*$`), 'ids: item ids separated by commas'),
});
export const savedCardsSchema = z.object({ items: z.array(feedItemSchema) });
export type SavedCards = z.infer<typeof savedCardsSchema>;
