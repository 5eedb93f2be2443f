import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

// The README is what a newcomer and an operator read first; everything longer lives in docs/, which it links.
describe('the README', () => {
  it('fits in 250 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });

  it('links only to files that exist', () => {
    const targets = [...readme.matchAll(/\]\(([^)#]+)\)/g)].map((match) => match[1]!).filter((target) => !/^\w+:/.test(target));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(fs.existsSync(path.join(root, target)), target).toBe(true);
  });
});
