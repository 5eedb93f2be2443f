/**
 * A caller's mistake: answered with its status and `{ "Error": message }`, never logged as a fault. `fields`
 * go into the answer beside `Error` (a duplicate's id, say), so that no route reshapes an error itself.
 */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    public fields: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ClientError';
  }

  /**
   * Adds `fields` to the answer, for a call whose every refusal carries more than `Error` whatever raised it
   * (the login's `authenticated` and `error`). The error keeps its kind: a limit keeps its `Retry-After`.
   */
  withFields(fields: Record<string, unknown>): this {
    this.fields = { ...this.fields, ...fields };
    return this;
  }
}
