import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const folders = ['apps', 'packages', 'scripts', 'bench', 'fleet'];
const issue = /\bissues? #?\d|(?<![&\w])#\d{1,3}\b/i;
const testCalls = new Set(['it', 'test', 'describe']);

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('dist')) yield* sourceFiles(file);
    } else if (/\.(tsx?|mjs|js|css)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield file;
  }
}

/** The name a call is made through, `it` for `it(…)`, `it.each(…)(…)` and `describe.skip(…)`. */
function calleeName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return calleeName(node.expression);
  if (ts.isCallExpression(node)) return calleeName(node.expression);
  return undefined;
}

/** Every comment of a script, and the title of every test and group of tests in it. */
function wordsOf(file: string, text: string): string[] {
  if (file.endsWith('.css')) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const comments = new Map<number, string>();
  const words: string[] = [];
  const visit = (node: ts.Node) => {
    // Every comment stands before some node's start or after some node's end (an empty block's inside aside).
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.end) ?? [])]) {
      comments.set(range.pos, text.slice(range.pos, range.end));
    }
    if (ts.isCallExpression(node) && testCalls.has(calleeName(node.expression) ?? '')) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) words.push(title.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...words, ...comments.values()];
}

// An issue's number means nothing to whoever reads the code later: a comment says why, a test title what.
it('finds no comment or test title that names an issue', () => {
  const found: string[] = [];
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(root, folder))) {
      for (const words of wordsOf(file, fs.readFileSync(file, 'utf8'))) {
        if (issue.test(words)) found.push(`${path.relative(root, file)}: ${words.match(issue)![0]} in "${words.slice(0, 80)}"`);
      }
    }
  }
  expect(found).toEqual([]);
});
