/**
 * A service the answer needs could not be reached (the media store): not the caller's mistake and not a fault of
 * this code, so the answer is 503 with `Retry-After`, as for the database, and the cause goes to the log.
 */
export class UnavailableError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'UnavailableError';
  }
}
