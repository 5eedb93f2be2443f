import type { Channel } from '@wiy/shared/channel.schema';
import type { Recipe } from '@wiy/shared/recipe.schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DESKTOP, expectNoSeriousA11yViolations, MOBILE, useBrowser } from './support.ts';
import { expectNothingRan, watchForDialogs, withE2eDatabase, XSS_PAYLOADS } from './xss.ts';

const cardNames = (page: Page) => page.getByTestId('channel-card').evaluateAll((cards) => cards.map((c) => c.textContent));
const recipePage = (recordId: string) => `/recipe-content-page?data=${encodeURIComponent(Buffer.from(JSON.stringify({ recordId })).toString('base64'))}`;

describe('Recipes', () => {
  const browser = useBrowser();

  it('lists the English recipe channels first, and the language switch changes them', async () => {
    const page = await browser.open('/recipe-channel-list', MOBILE);
    await page.getByTestId('channel-card').first().waitFor();
    const english = await api<{ record: Channel[] }>('/api/get/all/channel/recipe/null/english/1');
    expect(await cardNames(page)).toEqual(english.record.map((c) => c.u_name));
    const select = page.getByRole('combobox', { name: 'Select Language' });
    expect(await select.inputValue()).toBe('english');
    const tamilLoaded = page.waitForResponse((r) => r.url().endsWith('/api/get/all/channel/recipe/null/tamil/1'));
    await select.selectOption('tamil');
    await tamilLoaded;
    const tamil = await api<{ record: Channel[] }>('/api/get/all/channel/recipe/null/tamil/1');
    await expect.poll(() => cardNames(page)).toEqual(tamil.record.map((c) => c.u_name));
    expect(tamil.record.length).toBeLessThan(english.record.length);
  });

  it("opens a channel's recipes and a recipe with its Ingredients and Recipes", async () => {
    const page = await browser.open('/recipe-channel-list');
    await page.getByRole('link', { name: 'Spice Kitchen' }).click();
    await page.waitForURL('**/recipe-content-list?data=*');
    await page.getByRole('heading', { level: 1, name: 'Spice Kitchen' }).waitFor();
    const first = page.getByTestId('recipe-card').first();
    const title = (await first.locator('h3').textContent())!;
    await first.click();
    await page.waitForURL('**/recipe-content-page?data=*');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('.recipe').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Ingredients', 'Recipes']);
    expect(await page.locator('.recipe-html').first().locator('li').count()).toBeGreaterThan(0);
    expect(await page.locator('.recipe-html').nth(1).locator('li').count()).toBeGreaterThan(0);
    expect(await page.locator('.recipe-date time').textContent()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it("says 'No content found.' for an unknown recipe", async () => {
    const page = await browser.open(recipePage('no-such-recipe'));
    await page.getByText('No content found.').waitFor();
  });

  it('shows the recipe search results from the recipe home', async () => {
    const page = await browser.open('/recipe-channel-list');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('Dosa');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search-recipe-list?search=Dosa');
    const expected = await api<{ record: Recipe[] }>('/api/get/record/searchValue', {
      method: 'POST',
      body: JSON.stringify({ tableName: 'wiy_list_feed', searchValue: 'Dosa' }),
    });
    await page.getByTestId('recipe-card').first().waitFor();
    expect(await page.getByTestId('recipe-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')))).toEqual(
      expected.record.map((r) => r.uni_id),
    );
    expect(expected.record.every((r) => r.u_title.includes('Dosa'))).toBe(true);
  });

  describe('with known XSS filter-evasion payloads stored in recipes', () => {
    beforeAll(() =>
      withE2eDatabase((db) => {
        const insert = db.prepare(
          `INSERT INTO recipe (uni_id, u_title, u_source_type, channel_id, language_id, list_category_id, u_ingredients, u_recipes, created, updated)
           VALUES (?, ?, 'false', 'food_and_cooking-ch1', 'english', 'food_and_cooking', ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
        );
        XSS_PAYLOADS.forEach((payload, index) =>
          insert.run(`xss-recipe-${index}`, `XSS recipe ${index}`, `<p>Case ${index}</p>${payload}`, `${payload}<p>after</p>`),
        );
      }),
    );
    afterAll(() => withE2eDatabase((db) => db.prepare("DELETE FROM recipe WHERE uni_id LIKE 'xss-recipe-%'").run()));

    it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))('runs none of them on the recipe page (case %i: %s)', async (index) => {
      const context = await browser.context();
      const page = await context.newPage();
      const watched = watchForDialogs(page);
      await page.goto(recipePage(`xss-recipe-${index}`));
      await page.getByRole('heading', { level: 1, name: `XSS recipe ${index}` }).waitFor();
      await page.getByText(`Case ${index}`, { exact: true }).waitFor();
      await expectNothingRan(page, watched, '.recipe-html');
      await context.close();
    });
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('has no serious accessibility violation on the recipe screens (%s)', async (_name, viewport) => {
    const page = await browser.open('/recipe-channel-list', viewport);
    await page.getByTestId('channel-card').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Spice Kitchen' }).click();
    await page.getByTestId('recipe-card').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('recipe-card').first().click();
    await page.getByRole('heading', { name: 'Ingredients' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/search-recipe-list?search=Paneer');
    await page.getByTestId('recipe-card').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
