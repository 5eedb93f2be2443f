import { expect, it } from 'vitest';
import { summarise } from './slowest-tests.ts';

const test = (title: string, duration: number, ancestorTitles: string[] = []) => ({ ancestorTitles, title, duration, status: 'passed' });
const REPORT = {
  startTime: 1_000,
  testResults: [
    { name: '/repo/apps/server/src/a.test.ts', startTime: 1_000, endTime: 4_000, assertionResults: [test('answers', 2_500, ['a [sqlite]'])] },
    { name: '/repo/apps/web/e2e/b.spec.ts', startTime: 4_000, endTime: 9_000, assertionResults: [test('opens', 1_000), test('scrolls', 3_000)] },
    { name: '/repo/apps/server/test/c.test.ts', startTime: 1_500, endTime: 2_500, assertionResults: [test('starts', 900)] },
  ],
};

it('ranks the files and the tests, slowest first, with their paths from the root', () => {
  const { files, tests } = summarise(REPORT, '/repo');
  expect(files).toEqual([
    { name: 'apps/web/e2e/b.spec.ts', ms: 5_000 },
    { name: 'apps/server/src/a.test.ts', ms: 3_000 },
    { name: 'apps/server/test/c.test.ts', ms: 1_000 },
  ]);
  expect(tests.map((t) => t.name)).toEqual([
    'apps/web/e2e/b.spec.ts > scrolls',
    'apps/server/src/a.test.ts > a [sqlite] > answers',
    'apps/web/e2e/b.spec.ts > opens',
    'apps/server/test/c.test.ts > starts',
  ]);
});

it("adds up each project's file time and measures the run from its start to the last file's end", () => {
  const { projects, wallMs } = summarise(REPORT, '/repo');
  expect(projects).toEqual([
    { name: 'e2e', ms: 5_000 },
    { name: 'server', ms: 4_000 },
  ]);
  expect(wallMs).toBe(8_000);
});
