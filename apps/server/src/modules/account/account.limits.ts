/**
 * Every limit of the account area (sign-up, codes, logins, resets, deletion), in one place and listed in the README. Four-digit codes hold
 * only about 13 bits, far below the 20 bits NIST SP 800-63B and OWASP ASVS ask for, so these limits carry
 * the weight: at most 10 comparisons a day per number keep a guesser's odds under 10/10,000 = 0.1 %.
 */

/** A code lives 10 minutes, and dies after 3 wrong tries. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_WRONG_TRIES = 3;
/** Failed verifications per number in any 24 hours, from all addresses together. */
export const OTP_MAX_FAILURES_PER_DAY = 10;
/** The gap between two codes to one number, matching the screen's 59-second countdown. */
export const OTP_RESEND_GAP_MS = 59_000;
/** Codes sent to one number per hour and per day (the codes one address may ask for are a setting, OTP_MAX_PER_IP_HOUR). */
export const OTP_MAX_PER_NUMBER_HOUR = 5;
export const OTP_MAX_PER_NUMBER_DAY = 10;
/**
 * An IPv6 address counts by its /64, and its /48 (65,536 /64s: one site's allocation, or one carrier's pool of
 * phones) may ask for this many times what one address may: a caller stepping through /64s gets three
 * addresses' worth an hour, while a few phones of a shared pool signing up in one hour are not refused.
 */
export const OTP_RANGE_FACTOR = 3;
/** The operator is warned that the ceiling refuses codes at most once in this long, in each process. */
export const SMS_CEILING_WARNING_INTERVAL_MS = 10 * 60_000;

/** Failed logins on a number before delays start, and the first delay, doubling per further failure. */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_BASE_DELAY_MS = 1_000;
export const LOGIN_MAX_DELAY_MS = 30_000;
/** Failed logins counted over the last hour; never more than 100 in it on one account. */
export const LOGIN_FAILURE_WINDOW_MS = 3600_000;
export const LOGIN_MAX_FAILURES_PER_HOUR = 100;

/**
 * Per-address request limits, counted before the body is read. Password checks and sign-ups cost
 * an argon2 hash each; sign-up also tells whether a number is registered (`isUserPresent`, spec 001 §7), so
 * 10 a minute makes enumerating slow: 14,400 numbers a day from one address. Every per-address figure is
 * multiplied by PER_ADDRESS_LIMIT_FACTOR.
 */
export const PASSWORD_CHECKS_PER_ADDRESS = { name: 'password', max: 20, windowMs: 10 * 60_000, per: 'address' } as const;
export const SIGN_UPS_PER_ADDRESS = { name: 'sign-up', max: 10, windowMs: 60_000, per: 'address' } as const;
export const CODE_CALLS_PER_ADDRESS = { name: 'otp', max: 30, windowMs: 10 * 60_000, per: 'address' } as const;
export const SESSION_TIMES_PER_ADDRESS = { name: 'session-time', max: 60, windowMs: 3600_000, per: 'address' } as const;
export const PUSH_SUBSCRIPTIONS_PER_ADDRESS = { name: 'push', max: 10, windowMs: 3600_000, per: 'address' } as const;
/** Anonymous rows stored per hour from everyone together, per kind (ANONYMOUS_WRITES_PER_HOUR): the ceiling that protects the disk. */
export const anonymousWritesCeiling = (kind: string, maxPerHour: number) =>
  ({ name: `${kind}-all`, max: maxPerHour, windowMs: 3600_000, per: 'everyone' }) as const;
/** How long a verified reset code allows a new password to be set. */
export const RESET_GRANT_TTL_MS = 10 * 60_000;

/** Days between a deletion request and the removal of the account, and how often the job looks. */
export const DELETION_GRACE_MS = 14 * 24 * 3600_000;
export const MAINTENANCE_INTERVAL_MS = 15 * 60_000;
/** Counted events older than the longest window are pruned by the maintenance job. */
export const RATE_EVENT_RETENTION_MS = 24 * 3600_000;

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
