/**
 * Per-address limits of the follows' calls, counted before the body is read (decision 094); the counts an
 * account keeps are `FOLLOWS_MAX` and `PUSH_DEVICES_MAX` (@wiy/shared/follows.schema). A reader follows a few
 * topics a session, and a browser hands its subscription over when it follows and once a visit after that.
 */
export const FOLLOW_CHANGES_PER_ADDRESS = { name: 'follow-change', max: 300, windowMs: 10 * 60_000, per: 'address' } as const;
export const PUSH_DEVICE_CHANGES_PER_ADDRESS = { name: 'push-device-change', max: 60, windowMs: 3600_000, per: 'address' } as const;
