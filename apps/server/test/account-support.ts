import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { PasswordHasher } from '../src/lib/password-hash.ts';
import { DELETION_GRACE_MS } from '../src/modules/account/account.limits.ts';
import { AccountStore } from '../src/modules/account/account.store.ts';
import { DeletionService } from '../src/modules/account/deletion/deletion.service.ts';
import { LoginThrottle } from '../src/modules/account/session/login-throttle.service.ts';
import type { TestContext } from './helper.ts';

export const STRONG_PASSWORD = 'Tiger$Lamp-Rain7';

/** An outbox file of its own for a test file's SMS, emptied before each test, and the env that points the server at it. */
export function smsOutbox(): { env: Record<string, string>; file: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-sms-')), 'outbox.jsonl');
  beforeEach(() => fs.rmSync(file, { force: true }));
  return { env: { SMS_TRANSPORT: `outbox:${file}` }, file };
}

/** The messages sent to `mobile` so far, oldest first. */
export function messagesTo(file: string, mobile: string): { to: string; text: string }[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === mobile);
}

/** The code of the newest message to `mobile`. */
export function lastCode(file: string, mobile: string): string {
  const text = messagesTo(file, mobile).at(-1)?.text ?? '';
  const code = /\b(\d{4})\b/.exec(text)?.[1];
  expect(code, `no code was sent to ${mobile}`).toBeDefined();
  return code!;
}

/** A code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

export function signUpBody(mobile: string, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    first_name: 'Asha',
    last_name: 'Rao',
    contact_number: mobile,
    email_id: '',
    password: STRONG_PASSWORD,
    type: 'noClient',
    application: 'wiy',
    ...overrides,
  };
  return { formRecord: Object.entries(values).map(([name, value]) => ({ name, value })) };
}

export function post(ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return ctx.call({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

/** Signs up and verifies `mobile` through the API; answers nothing, fails the test on any refusal. */
export async function registerUser(ctx: TestContext, outbox: string, mobile: string, password = STRONG_PASSWORD): Promise<void> {
  const created = await post(ctx, '/lom/create/externalrecord/user', signUpBody(mobile, { password }));
  expect(created.json()).toEqual({ isUserPresent: false, Message: expect.any(String) });
  const verified = await post(ctx, '/lom/set/mobile/matchOtp/external', { mobile, application: 'wiy', otp: lastCode(outbox, mobile) });
  expect(verified.statusCode).toBe(200);
}

/** Logs in and answers the token. */
export async function loginToken(ctx: TestContext, mobile: string, password = STRONG_PASSWORD): Promise<string> {
  const response = await post(ctx, '/authenticate', { username: mobile, password, application: 'wiy' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Asks for the account's deletion as its owner does, then runs the maintenance job once the grace period has
 * passed: what the account's data must not outlive.
 */
export async function deleteAccountThroughJob(ctx: TestContext, auth: Record<string, string>): Promise<void> {
  await askForDeletion(ctx, auth);
  ctx.clock.advance(DELETION_GRACE_MS + 1);
  await runAccountMaintenance(ctx);
}

/** Asks for the account's deletion as its owner does; the account stays for the grace period. */
export async function askForDeletion(ctx: TestContext, auth: Record<string, string>): Promise<void> {
  const description = 'Please remove my account and everything that it holds, I am leaving for another service now. Thanks a lot.';
  const asked = await post(ctx, '/lom/delete/account', { password: STRONG_PASSWORD, reason: 'privacy_concerns', description }, auth);
  expect(asked.statusCode).toBe(200);
}

/** One run of the account maintenance job, as the server schedules it; answers how many accounts it removed. */
export function runAccountMaintenance(ctx: TestContext): Promise<number> {
  const store = new AccountStore(ctx.database);
  return new DeletionService(store, new LoginThrottle(store), new PasswordHasher(1, 1), ctx.clock).runMaintenance();
}
