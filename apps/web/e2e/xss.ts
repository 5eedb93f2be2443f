import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api } from './support.ts';
import { XSS_PAYLOADS } from '../../server/test/xss-payloads.ts';

export { XSS_PAYLOADS };

/**
 * Writes straight into the e2e server's SQLite file, past the server's sanitiser, so the browser's own
 * sanitising (DOMPurify in SafeHtml) is what the specs prove; `run` gets the open database. The server is
 * then told to read the content version, so the next page shows the write rather than an answer it kept.
 */
export async function withE2eDatabase(run: (db: Database.Database) => void): Promise<void> {
  const db = new Database(path.join(inject('dataDir'), 'wiy.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    run(db);
  } finally {
    db.close();
  }
  await api('/api/test/content-version', { method: 'POST', body: '{}' });
}

/** Records every dialog the page opens (an `alert` payload would open one). */
export function watchForDialogs(page: Page): { dialogs: string[] } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs };
}

/**
 * Proves no payload ran, and that none was even left in the page for the Content-Security-Policy to
 * stop: no `window.__xss`, no dialog, and no runnable element, handler attribute or script URL inside
 * any element matching `scope` (the sanitised HTML's containers). CSP violation reports are no evidence
 * either way: Chromium reports an inline handler as soon as DOMPurify parses it in its inert document.
 */
export async function expectNothingRan(page: Page, watched: { dialogs: string[] }, scope: string): Promise<void> {
  const found = await page.evaluate((selector) => {
    const roots = [...document.querySelectorAll(selector)];
    if (roots.length === 0) return { missing: true, runnable: [] as string[] };
    const runnable: string[] = [];
    for (const element of roots.flatMap((root) => [...root.querySelectorAll('*')])) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'form', 'input', 'style'].includes(tag)) runnable.push(tag);
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || name === 'formaction') runnable.push(`${tag}[${name}]`);
        if (['href', 'src', 'action', 'data', 'xlink:href'].includes(name) && /^\s*(javascript|data|vbscript):/i.test(attribute.value))
          runnable.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
    return { missing: false, runnable };
  }, scope);
  expect(found).toEqual({ missing: false, runnable: [] });
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(watched.dialogs).toEqual([]);
}
