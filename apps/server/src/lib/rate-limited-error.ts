import { ClientError } from './client-error.ts';

/** A refusal by a limit: 429 with the wait left, in words the screen shows as it is and in `Retry-After`. */
export class RateLimitedError extends ClientError {
  constructor(
    readonly waitMs: number,
    what = 'Too many attempts',
  ) {
    super(429, `${what}. Please try again in ${describeWait(waitMs)}`);
  }

  /** The `Retry-After` value: whole seconds, at least one. */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.waitMs / 1000));
  }
}

/** A wait as a person reads it: seconds under two minutes, then minutes, then hours, rounded up. */
function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
