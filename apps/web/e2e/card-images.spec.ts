import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, screenLive, useBrowser } from './support.ts';

/** What the browser made of a card's image: its loading attributes and the address it actually chose. */
const imageState = (card: Locator) =>
  card.locator('img.card-image').evaluate((img: HTMLImageElement) => ({
    loading: img.getAttribute('loading'),
    fetchPriority: img.getAttribute('fetchpriority'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    currentSrc: img.currentSrc,
    naturalWidth: img.naturalWidth,
  }));

describe('Card images (decision 071)', () => {
  const browser = useBrowser();

  it("loads the first card's image at once, first, as a card-size WebP variant, and leaves cards further down for later", async () => {
    const page = await (await browser.context(MOBILE)).newPage();
    const variants: { url: string; type: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/media/variants/')) variants.push({ url: response.url(), type: response.headers()['content-type'] });
    });
    await page.goto('/');
    const cards = page.locator('[data-testid="feed-card"]');
    await screenLive(page);
    await expect.poll(async () => (await imageState(cards.first())).naturalWidth).toBeGreaterThan(0);

    const first = await imageState(cards.first());
    expect(first).toMatchObject({ loading: 'eager', fetchPriority: 'high', width: '358', height: '200' });
    // 390 px wide at 1x: the 358 px card is served by the 640 px variant, not the stored image.
    expect(first.currentSrc).toMatch(/\/media\/variants\/640\/demo\/.+\.svg\.webp$/);
    expect(variants.find((v) => v.url === first.currentSrc)?.type).toBe('image/webp');

    // Further down, the later cards' pictures wait for the browser's lazy loading.
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 2));
    const later = page.locator('[data-testid="feed-card"]:not(:has(img.card-image[fetchpriority]))');
    await expect.poll(() => later.count()).toBeGreaterThan(0);
    for (const card of await later.all()) {
      expect(await imageState(card)).toMatchObject({ loading: 'lazy', fetchPriority: null, width: '358', height: '200' });
    }
  });
});
