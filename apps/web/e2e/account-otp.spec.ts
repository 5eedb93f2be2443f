import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { alertText, codeFor, freshMobile, PASSWORD } from './account-support.ts';
import { api, expectNoSeriousA11yViolations, MOBILE, useBrowser } from './support.ts';

describe('OTP entry and resend countdown', () => {
  const browser = useBrowser();

  it('shows Enter OTP, Mobile number not found... and OTP does not match as a user meets them', async () => {
    const context = await browser.context(MOBILE);
    const page = await context.newPage();
    await page.goto('/otpverify');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    expect(await alertText(page)).toBe('Enter OTP');
    for (const i of [1, 2, 3, 4]) await page.getByLabel(`Digit ${i} of 4`).fill('1');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect.poll(() => alertText(page)).toBe('Mobile number not found...');

    const mobile = freshMobile();
    await signUpThroughScreen(page, mobile);
    const code = await codeFor(mobile);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (const [i, digit] of [...wrong].entries()) await page.getByLabel(`Digit ${i + 1} of 4`).fill(digit);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect.poll(() => alertText(page)).toBe('OTP does not match');
    await expectNoSeriousA11yViolations(page);
  });

  it('counts down 59 seconds, then offers Resend OTP, which survives a reload and restarts the count', async () => {
    const context = await browser.context(MOBILE);
    const page = await context.newPage();
    await page.clock.install();
    const mobile = freshMobile();
    await signUpThroughScreen(page, mobile);
    await codeFor(mobile);
    expect(await page.getByRole('timer').textContent()).toBe('Resend OTP in 00:59');
    expect(await page.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    await page.clock.runFor(30_000);
    expect(await page.getByRole('timer').textContent()).toBe('Resend OTP in 00:29');
    await page.reload();
    // The installed clock still runs in real time: a slow reload may take a second off.
    expect(await page.getByRole('timer').textContent()).toMatch(/^Resend OTP in 00:2[89]$/);
    await page.clock.runFor(29_000);
    await page.getByRole('button', { name: 'Resend OTP' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('outOfTime'))).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: 'Resend OTP' }).waitFor();

    await api('/api/test/clock/advance', { method: 'POST', body: JSON.stringify({ ms: 59_000 }) });
    const resent = page.waitForResponse((r) => r.url().endsWith('/lom/set/resend/otp/external'));
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    expect((await resent).status()).toBe(200);
    // The toast's own text: the code screen's banner may say the same of the first code.
    await page.getByRole('alert').filter({ hasText: 'OTP sent to your mobile number' }).waitFor();
    // react-toastify injects its own <style>: the policy's inline styles let it apply (top-right, fixed).
    const toasts = page.locator('.Toastify__toast-container');
    expect(await toasts.evaluate((el) => [getComputedStyle(el).position, el.classList.contains('Toastify__toast-container--top-right')])).toEqual([
      'fixed',
      true,
    ]);
    expect(await page.getByRole('timer').textContent()).toBe('Resend OTP in 00:59');
    const code = await codeFor(mobile, 2);
    for (const [i, digit] of [...code].entries()) await page.getByLabel(`Digit ${i + 1} of 4`).fill(digit);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/login');
  });
});

async function signUpThroughScreen(page: Page, mobile: string): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/otpverify');
}
