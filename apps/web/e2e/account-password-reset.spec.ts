import { describe, expect, it } from 'vitest';
import { alertText, codeFor, freshMobile, loginThroughScreen, registerViaApi } from './account-support.ts';
import { api, expectNoSeriousA11yViolations, MOBILE, useBrowser } from './support.ts';

const NEW_PASSWORD = 'River@Stone-42';

describe('Forgot password and reset', () => {
  const browser = useBrowser();

  it('goes from forgot password to a new password to login with the success banner', async () => {
    const mobile = freshMobile();
    await registerViaApi(mobile);
    // The server keeps 59 seconds between two codes to one number: move its clock past the sign-up code.
    await api('/api/test/clock/advance', { method: 'POST', body: JSON.stringify({ ms: 60_000 }) });
    const page = await browser.open('/login', MOBILE);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Mobile number').fill(`+91${mobile}`);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/otpverify');
    const code = await codeFor(mobile, 2);
    for (const [i, digit] of [...code].entries()) await page.getByLabel(`Digit ${i + 1} of 4`).fill(digit);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/new-pin');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill('River@Stone-43');
    await page.getByRole('button', { name: 'Save Password' }).click();
    expect(await alertText(page)).toBe('Passwords do not match');
    await page.getByLabel('New password').fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect.poll(() => alertText(page)).toBe('Password should be strong');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    expect(await page.getByText('Password strength:').textContent()).toBe('Password strength: Strong');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL('**/login');
    const banner = page.getByRole('status');
    expect(await banner.textContent()).toContain('Password changed successfully. Please login with your new password');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await banner.count()).toBe(0);
    await loginThroughScreen(page, mobile, NEW_PASSWORD);
  });

  it('alerts check your mobile number for an empty or short number', async () => {
    const page = await browser.open('/forgot-password');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('check your mobile number').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('shows the alert as a toast at the top right that closes itself after 5 seconds', async () => {
    const page = await browser.open('/forgot-password', MOBILE);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'check your mobile number' });
    await toast.waitFor();
    const shown = Date.now();
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeLessThan(MOBILE.height / 4);
    expect(await page.locator('.Toastify__toast-container').getAttribute('class')).toContain('Toastify__toast-container--top-right');
    // The toast's clock is its progress bar's CSS animation, whose end closes it: its length is the 5 s.
    expect(await toast.locator('.Toastify__progress-bar').evaluate((bar) => getComputedStyle(bar).animationDuration)).toBe('5s');
    await page.waitForTimeout(4_500 - (Date.now() - shown));
    expect(await toast.isVisible()).toBe(true);
    // A busy test machine runs the animation late, so the close is awaited, not timed.
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('sends /new-pin to /login without the reset flag', async () => {
    const page = await browser.open('/new-pin');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });
});
