/**
 * A caller's mistake: answered with its status and `{ "Error": message }`, never logged as a fault. `fields`
 * go into the answer beside `Error` (a duplicate's id, say), so that no route reshapes an error itself.
 */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ClientError';
  }

  /**
   * A copy whose answer carries `fields` too, for a call whose every refusal carries more than `Error` whatever
   * raised it (the login's `authenticated` and `error`). The copy keeps the error's kind, so a limit keeps its
   * `Retry-After`; the error itself is left as it was, in case it is thrown again elsewhere.
   */
  withFields(fields: Record<string, unknown>): this {
    const copy: this = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
    return Object.defineProperty(copy, 'fields', { value: { ...this.fields, ...fields }, enumerable: true });
  }
}
