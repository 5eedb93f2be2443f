import { expect, it } from 'vitest';
import { ClientError } from './client-error.ts';
import { RateLimitedError } from './rate-limited-error.ts';

it('adds answer fields on a copy of the same kind, leaving the error itself as it was', () => {
  const limited = new RateLimitedError(60_000);
  const answered = limited.withFields({ authenticated: false });
  expect(answered).toBeInstanceOf(RateLimitedError);
  expect(answered).toMatchObject({ statusCode: 429, message: limited.message, retryAfterSeconds: 60, fields: { authenticated: false } });
  expect(limited.fields).toEqual({});
  expect(new ClientError(400, 'Bad', { uni_id: 'x' }).withFields({ more: 1 }).fields).toEqual({ uni_id: 'x', more: 1 });
});
