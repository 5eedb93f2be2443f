/**
 * Reach counts per address, counted before the body is read (decision 098). A reader opens a few dozen items in
 * ten minutes at most, and follows fewer of them out; 120 leaves room for a household behind one address
 * (times `PER_ADDRESS_LIMIT_FACTOR` for a carrier's) while a script cannot inflate an item's figures for long.
 */
export const REACH_PER_ADDRESS = { name: 'reach', max: 120, windowMs: 10 * 60_000, per: 'address' } as const;
