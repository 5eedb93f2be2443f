import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, smsOutbox } from './support.ts';

export const PASSWORD = 'Tiger$Lamp-Rain7';

/** A fresh 10-digit number, so that no test meets another's codes or limits. */
export function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

function codesTo(mobile: string): string[] {
  if (!fs.existsSync(smsOutbox)) return [];
  return fs
    .readFileSync(smsOutbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === mobile)
    .map((m) => /\b(\d{4})\b/.exec(m.text)![1]!);
}

/** Waits for the `count`-th code sent to `mobile` (1 = the first) and answers it. */
export async function codeFor(mobile: string, count = 1): Promise<string> {
  await expect.poll(() => codesTo(mobile).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return codesTo(mobile)[count - 1]!;
}

/** Signs up and verifies `mobile` through the API, for specs about what comes after. */
export async function registerViaApi(mobile: string, password = PASSWORD): Promise<void> {
  const fields = { first_name: 'Asha', last_name: 'Rao', contact_number: mobile, email_id: '', password, type: 'noClient', application: 'wiy' };
  const created = await api<{ isUserPresent: boolean }>('/lom/create/externalrecord/user', {
    method: 'POST',
    body: JSON.stringify({ formRecord: Object.entries(fields).map(([name, value]) => ({ name, value })) }),
  });
  expect(created.isUserPresent).toBe(false);
  const verified = await api<{ success: boolean }>('/lom/set/mobile/matchOtp/external', {
    method: 'POST',
    body: JSON.stringify({ mobile, otp: await codeFor(mobile), application: 'wiy' }),
  });
  expect(verified.success).toBe(true);
}

/** Logs in through the login screen and waits for home with the username in the header. */
export async function loginThroughScreen(page: Page, mobile: string, password = PASSWORD): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('.username', { hasText: 'Asha' }).waitFor();
}

/** The page's red alert text, once it shows. */
export async function alertText(page: Page): Promise<string> {
  const alert = page.locator('.account-alert-danger');
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}
