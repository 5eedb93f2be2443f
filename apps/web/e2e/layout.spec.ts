import { describe, expect, it } from 'vitest';
import { AT_BREAKPOINT, BELOW_BREAKPOINT, loadedCount, useBrowser } from './support.ts';

/** The home screen's measures as Chromium lays them out (spec 000 §2, §9). */
async function homeLayout(browser: ReturnType<typeof useBrowser>, viewport: { width: number; height: number }) {
  const page = await browser.open('/', viewport);
  await expect.poll(() => loadedCount(page)).toBeGreaterThan(0);
  await page.locator('.card-image').first().waitFor();
  return page.evaluate(() => {
    const content = document.querySelector('.content')!;
    const grid = document.querySelector('.card-grid')!;
    const style = getComputedStyle(grid);
    return {
      content: content.getBoundingClientRect().width,
      around: content.parentElement!.clientWidth,
      grid: grid.clientWidth,
      gap: parseFloat(style.columnGap),
      columns: style.gridTemplateColumns.split(' ').map(parseFloat),
      imageHeight: getComputedStyle(document.querySelector('.card-image')!).height,
    };
  });
}

describe('Layout at the 768 px breakpoint', () => {
  const browser = useBrowser();

  it('sets the content at 85% from 768 px and at the full width at 767', async () => {
    const wide = await homeLayout(browser, AT_BREAKPOINT);
    expect(Math.round(wide.content)).toBe(Math.round(wide.around * 0.85));
    const narrow = await homeLayout(browser, BELOW_BREAKPOINT);
    expect(Math.round(narrow.content)).toBe(narrow.around);
  });

  it('fills the card grid with as many columns of at least 200 px as fit, each card image 200 px high', async () => {
    for (const viewport of [AT_BREAKPOINT, BELOW_BREAKPOINT, { width: 390, height: 844 }]) {
      const layout = await homeLayout(browser, viewport);
      const count = layout.columns.length;
      expect(Math.min(...layout.columns)).toBeGreaterThanOrEqual(200);
      // One column more would be narrower than 200 px.
      expect((layout.grid - count * layout.gap) / (count + 1)).toBeLessThan(200);
      expect(layout.imageHeight).toBe('200px');
    }
  });

  it('keeps the header one row of whole controls on every phone, in English and Hindi, with nothing off the side', async () => {
    for (const locale of ['en-US', 'hi-IN']) {
      const page = await (await browser.context(undefined, { locale })).newPage();
      await page.goto('/');
      await page.locator('.sign-in').waitFor();
      for (const width of [320, 360, 390, 430]) {
        await page.setViewportSize({ width, height: 800 });
        const measures = await page.evaluate(() => ({
          header: document.querySelector('.header')!.getBoundingClientRect().height,
          scrollWidth: document.documentElement.scrollWidth,
          controls: [...document.querySelectorAll('.header .menu-toggle, .header-end > *')].map((control) => control.getBoundingClientRect().height),
        }));
        expect({ width, locale, ...measures }).toEqual({ width, locale, header: 61, scrollWidth: width, controls: [44, 44, 44, 44, 44] });
      }
    }
  });
});
