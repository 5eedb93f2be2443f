/**
 * Per-address limits of the mutes' calls, counted before the body is read (decision 093); the count of mutes an
 * account keeps is `MUTES_MAX` (@wiy/shared/mute-rules). A reader mutes a few things a session, and a device
 * merges its mutes once per sign-in.
 */
export const MUTE_CHANGES_PER_ADDRESS = { name: 'mute-change', max: 300, windowMs: 10 * 60_000, per: 'address' } as const;
export const MUTE_MERGES_PER_ADDRESS = { name: 'mute-merge', max: 20, windowMs: 3600_000, per: 'address' } as const;
