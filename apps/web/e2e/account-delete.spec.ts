import { describe, expect, it } from 'vitest';
import { freshMobile, loginThroughScreen, PASSWORD, registerViaApi } from './account-support.ts';
import { expectNoSeriousA11yViolations, MOBILE, useBrowser } from './support.ts';

const DESCRIPTION = 'I am moving to another service and would like all of my personal data removed from this one, thank you.';

describe('Account deletion', () => {
  const browser = useBrowser();

  it('meets the description and password messages, sends the request and shows the card again on return', async () => {
    const mobile = freshMobile();
    await registerViaApi(mobile);
    const page = await browser.open('/login', MOBILE);
    await loginThroughScreen(page, mobile);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Delete Account' }).click();
    await page.waitForURL('**/accountdelete');
    await page.getByRole('heading', { name: 'Delete Account' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const description = page.getByLabel('Description');
    await description.fill('Too short');
    expect(await page.getByText('characters remaining').textContent()).toBe('91 characters remaining');
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByText('Description should be of 100 characters').waitFor();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByText('Description should be at least 100 characters').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Reason').selectOption('privacy_concerns');
    await description.fill(DESCRIPTION);
    await page.getByLabel('Password', { exact: true }).fill('Wrong$Pass1');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    expect(await page.locator('.account-alert-danger').textContent()).toBe('Password is incorrect');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('heading', { name: 'Account Deletion Request Received' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await loginThroughScreen(page, mobile);
    await page.goto('/accountdelete');
    await page.getByRole('heading', { name: 'Account Deletion Request Received' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Account' }).count()).toBe(0);
  });
});
