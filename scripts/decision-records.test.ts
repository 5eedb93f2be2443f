import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '..', 'docs', 'decisions');
const records = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.md'))
  .sort();

it('finds the decision records', () => {
  expect(records.length).toBeGreaterThan(0);
});

// A record is read later by someone deciding whether to change what it decided: one page, in the same three parts,
// found by the number other files cite it by.
describe.each(records)('%s', (name) => {
  const text = fs.readFileSync(path.join(folder, name), 'utf8');

  it('fits on one page: at most 500 words, counted as wc -w counts them', () => {
    expect(text.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(500);
  });

  it("opens with a title that starts with the file's number", () => {
    expect(text.split('\n', 1)[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\b`));
  });

  it('has exactly the parts Context, Decision and Consequences, in that order', () => {
    const parts = [...text.matchAll(/^## (.*?)\s*$/gm)].map((match) => match[1]);
    expect(parts).toEqual(['Context', 'Decision', 'Consequences']);
  });

  it('names no issue numbers, which mean nothing to a later reader', () => {
    expect(text).not.toMatch(/\bissues?[ -]#?\d/i);
  });
});
