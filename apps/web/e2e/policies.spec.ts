import type { KnowledgeBase } from '@wiy/shared/policy.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DESKTOP, expectNoSeriousA11yViolations, MOBILE, useBrowser } from './support.ts';
import { expectNothingRan, watchForDialogs, withE2eDatabase, XSS_PAYLOADS } from './xss.ts';

const policies = async () =>
  (await api<KnowledgeBase>('/lom/get/knowledgebase/wiy')).knowledge_categories.find((c) => c.knowledge_category_name === 'policy')!.knowledge;

describe('Policies', () => {
  const browser = useBrowser();

  it('shows a card per policy with its title and the first 200 characters of its text', async () => {
    const expected = await policies();
    const page = await browser.open('/policy', MOBILE);
    await page.getByTestId('policy-card').first().waitFor();
    const cards = await page
      .getByTestId('policy-card')
      .evaluateAll((all) =>
        all.map((card) => ({ title: card.querySelector('h2')!.textContent, excerpt: card.querySelector('.policy-excerpt')!.textContent! })),
      );
    expect(cards.map((c) => c.title)).toEqual(expected.map((p) => p.title));
    const privacy = cards[0]!;
    // The seeded privacy policy is longer than 200 characters of text: cut, with the mark of the cut.
    expect(Array.from(privacy.excerpt)).toHaveLength(201);
    expect(privacy.excerpt.endsWith('…')).toBe(true);
    expect(privacy.excerpt.startsWith('Privacy Policy')).toBe(true);
    expect(privacy.excerpt).not.toMatch(/[<>]/);
    expect(await page.locator('.account-layout').count()).toBe(1);
    expect(await page.title()).toBe('Policies');
  });

  it('opens the full policy from its card, and shows it again after a reload', async () => {
    const page = await browser.open('/policy');
    await page.getByRole('link', { name: /^Terms of Use/ }).click();
    await page.waitForURL('**/selectedpolicy?id=policy-2');
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    await page.getByText('By using the service you agree').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    expect(await page.getByText('Last updated: 1 November 2025.').count()).toBe(1);
  });

  it('opens each policy from the footer links', async () => {
    const expected = await policies();
    const page = await browser.open('/');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: expected[0]!.title }).waitFor();
    expect(await footer.getByRole('link').evaluateAll((links) => links.map((l) => l.textContent))).toEqual(
      expect.arrayContaining(expected.map((p) => p.title)),
    );
    await footer.getByRole('link', { name: 'Cookie Policy' }).click();
    await page.waitForURL('**/selectedpolicy?id=policy-3');
    await page.getByRole('heading', { level: 1, name: 'Cookie Policy' }).waitFor();
  });

  it("says 'No content found.' for an unknown policy id", async () => {
    const page = await browser.open('/selectedpolicy?id=no-such-policy');
    await page.getByText('No content found.').waitFor();
  });

  describe('with known XSS filter-evasion payloads stored in policies', () => {
    beforeAll(() =>
      withE2eDatabase((db) => {
        const insert = db.prepare(
          "INSERT INTO knowledge (id, category_id, title, html, u_order, created, updated) VALUES (?, 'kc-policy', ?, ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
        );
        XSS_PAYLOADS.forEach((payload, index) => insert.run(`xss-${index}`, `XSS case ${index}`, `<p>Case ${index}</p>${payload}<p>after</p>`, 100 + index));
      }),
    );
    afterAll(() => withE2eDatabase((db) => db.prepare("DELETE FROM knowledge WHERE id LIKE 'xss-%'").run()));

    it('runs none of them on the policy list', async () => {
      const context = await browser.context();
      const page = await context.newPage();
      const watched = watchForDialogs(page);
      await page.goto('/policy');
      await page.getByRole('heading', { name: `XSS case ${XSS_PAYLOADS.length - 1}` }).waitFor();
      await expectNothingRan(page, watched, '.policy-cards');
    });

    it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))('runs none of them on the full policy (case %i: %s)', async (index) => {
      const context = await browser.context();
      const page = await context.newPage();
      const watched = watchForDialogs(page);
      await page.goto(`/selectedpolicy?id=xss-${index}`);
      await page.getByRole('heading', { level: 1, name: `XSS case ${index}` }).waitFor();
      await page.getByText(`Case ${index}`, { exact: true }).waitFor();
      await expectNothingRan(page, watched, '.policy-html');
      await context.close();
    });
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('has no serious accessibility violation on the list and a policy (%s)', async (_name, viewport) => {
    const page = await browser.open('/policy', viewport);
    await page.getByTestId('policy-card').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/selectedpolicy?id=policy-1');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
