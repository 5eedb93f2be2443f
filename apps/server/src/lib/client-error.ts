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
}
