import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.join(import.meta.dirname, '../../locales');
const SOURCE_DIR = path.join(import.meta.dirname, '../..');
const CATALOGUES = ['app', 'console'];

const read = (locale: string, catalogue: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, `${catalogue}.json`), 'utf8')) as Record<string, string>;

/** What a translation must keep of its English: the placeholders (`{count}`, `{name, plural, …}`) and element tags. */
function shape(message: string): string[] {
  const placeholders = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...new Set([...placeholders, ...tags])].sort();
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the message catalogues (decision 095)', () => {
  it.each(CATALOGUES)('%s: Hindi has every English id and no other, each with the same placeholders and tags', (catalogue) => {
    const english = read('en', catalogue);
    const hindi = read('hi', catalogue);
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    for (const [id, text] of Object.entries(english)) {
      expect(hindi[id]!.trim(), id).not.toBe('');
      expect(shape(hindi[id]!), id).toEqual(shape(text));
    }
  });

  it('has no message the code never asks for', () => {
    const code = sourceFiles(SOURCE_DIR)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // An id is asked for by name, or built from its prefix and a record's key (`console.field.${entity}…`).
    const asked = (id: string) =>
      code.includes(`'${id}'`) ||
      code.includes(`"${id}"`) ||
      id
        .split('.')
        .slice(0, -1)
        .some((_, index, parts) => code.includes(`\`${parts.slice(0, index + 1).join('.')}.\${`));
    const unused = CATALOGUES.flatMap((catalogue) => Object.keys(read('en', catalogue))).filter((id) => !asked(id));
    expect(unused).toEqual([]);
  });
});
