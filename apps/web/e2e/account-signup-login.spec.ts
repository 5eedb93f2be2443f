import { describe, expect, it } from 'vitest';
import { alertText, codeFor, freshMobile, loginThroughScreen, PASSWORD, registerViaApi } from './account-support.ts';
import { baseUrl, expectNoSeriousA11yViolations, MOBILE, useBrowser } from './support.ts';

describe('Sign-up and login', () => {
  const browser = useBrowser();

  it('signs up, verifies the SMS code, logs in, shows the username and logs out', async () => {
    const mobile = freshMobile();
    const page = await browser.open('/sign-up', MOBILE);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    expect(await page.getByText('Passwords Match:').textContent()).toBe('Passwords Match: Yes');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/otpverify');
    const code = await codeFor(mobile);
    for (const [i, digit] of [...code].entries()) await page.getByLabel(`Digit ${i + 1} of 4`).fill(digit);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Registration successful! Please login to continue');
    await loginThroughScreen(page, mobile);
    const token = await page.evaluate(() => localStorage.getItem('wiytoken'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/lom/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(200);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('wiytoken'), localStorage.getItem('userDetails')])).toEqual([null, null]);
    const verify = await fetch(`${baseUrl}/verify`, { headers: { Application: 'wiy', Authorization: `Bearer ${token}` } });
    expect((await verify.json())[0]).toEqual({ response: 'not_verified' });
  });

  it('meets every sign-up message in the spec order', async () => {
    const page = await browser.open('/sign-up');
    const submit = () => page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByLabel('Password', { exact: true }).fill('ab');
    await page.getByLabel('Confirm password').fill('cd');
    await page.getByLabel('Email (optional)').fill('x@y');
    await submit();
    expect(await alertText(page)).toBe('Please enter valid Mobile No.');
    await page.getByLabel('Mobile number').fill('98765432101234');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('9876543210');
    await submit();
    await expect.poll(() => alertText(page)).toBe('Confirm password not matched');
    await page.getByLabel('Confirm password').fill('ab');
    await submit();
    await expect.poll(() => alertText(page)).toBe('Password should be strong');
    expect(await page.getByText('Password strength:').textContent()).toBe('Password strength: Weak');
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm password').fill('abcdef');
    expect(await page.getByText('Password strength:').textContent()).toBe('Password strength: Moderate');
    await submit();
    await expect.poll(() => alertText(page)).toBe('Firstname cannot be empty');
    await page.getByLabel('First name').fill('Asha');
    await submit();
    await expect.poll(() => alertText(page)).toBe('Lastname cannot be empty');
    await page.getByLabel('Last name').fill('Rao');
    await submit();
    await expect.poll(() => alertText(page)).toBe('Enter valid email');
    await expectNoSeriousA11yViolations(page);
  });

  it('sends a registered number to login with the already-registered message', async () => {
    const mobile = freshMobile();
    await registerViaApi(mobile);
    const page = await browser.open('/sign-up');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('You are already registered user! Please login to continue');
  });

  it('shows the blank message and the server error on the login screen', async () => {
    const page = await browser.open('/login', MOBILE);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await alertText(page)).toBe('Fields should not be blank');
    await page.getByLabel('Mobile number').fill('9000000000');
    await page.getByLabel('Password', { exact: true }).fill('Wrong$Pass1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => alertText(page)).toBe('Invalid mobile number or password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await expectNoSeriousA11yViolations(page);
  });

  it('has no serious accessibility violation on the sign-up screen and the header menu', async () => {
    const page = await browser.open('/sign-up', MOBILE);
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => localStorage.setItem('userDetails', JSON.stringify({ userId: 'u1', username: 'Asha' })));
    await page.goto('/');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
