/*
 * Saved items' rules without their wire schemas (saved.schema.ts): what the home screen's cards need, kept free of
 * zod, which the home screen's script does not carry.
 */
import { groupThousands } from './format.ts';

/** Saves one account keeps, and one device before its reader signs in (decision 092). */
export const SAVED_ITEMS_MAX = 5_000;
/** Cards one call of `GET /api/saved_cards` answers: a page of the Saved screen. */
export const SAVED_PAGE_SIZE = 20;
/** What a save past the limit is answered, by the server for an account and by the page for a device. */
export const SAVED_FULL = `You can keep ${groupThousands(SAVED_ITEMS_MAX)} saved items at most: remove some to save more`;

/** An item saved, and when (an ISO-8601 UTC time). */
export interface SavedEntry {
  uni_id: string;
  saved: string;
}
