/** A caller's mistake: answered with its status and `{ "Error": message }`, never logged as a fault. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}
