/**
 * Per-address limits of the saved items' calls, counted before the body is read (decision 092); the count of
 * saves an account keeps is `SAVED_ITEMS_MAX` (@wiy/shared/saved-rules). A reader taps a save at most every
 * few seconds, and a device merges its saves once per sign-in.
 */
export const SAVE_CHANGES_PER_ADDRESS = { name: 'saved-change', max: 600, windowMs: 10 * 60_000, per: 'address' } as const;
export const SAVED_MERGES_PER_ADDRESS = { name: 'saved-merge', max: 20, windowMs: 3600_000, per: 'address' } as const;
