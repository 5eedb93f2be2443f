/**
 * Renders the install icons (decision 070) from the favicon with the test Chromium, so that they follow it:
 * `npx tsx scripts/render-icons.ts`. The maskable icon fills its square with the brand colour and keeps the
 * glyph inside the central 80 % circle that launchers never crop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../apps/web/e2e/chromium.ts';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)![1]!;
const source = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, glyph: 1, fill: 'transparent' },
  { file: 'icon-512.png', size: 512, glyph: 1, fill: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, glyph: 0.7, fill: brand },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
for (const icon of icons) {
  const glyph = Math.round(icon.size * icon.glyph);
  await page.setContent(
    `<body style="margin:0"><div style="width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.fill}">` +
      `<img src="${source}" width="${glyph}" height="${glyph}"></div></body>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await page.screenshot({ path: path.join(publicDir, 'icons', icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
}
await browser.close();
