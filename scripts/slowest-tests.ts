// Reads a vitest JSON report (`npx vitest run --reporter=json --outputFile=report.json`) and prints where the time went:
// the time per project, the slowest files and the slowest tests, so that a slow run can be taken apart before it is
// made faster. Usage: `tsx scripts/slowest-tests.ts report.json [count]`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Report {
  startTime: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { ancestorTitles: string[]; title: string; duration?: number | null; status: string }[];
  }[];
}

export interface Timing {
  name: string;
  ms: number;
}

/** The vitest project a test file belongs to, read from its path as vitest.config.ts lays the projects out. */
export function projectOf(file: string): string {
  if (/\/apps\/web\/e2e\//.test(file)) return 'e2e';
  if (/\/apps\/web\//.test(file)) return 'web';
  if (/\/apps\/server\//.test(file)) return 'server';
  if (/\/packages\/shared\//.test(file)) return 'shared';
  if (/\/fleet\//.test(file)) return 'fleet';
  return 'repo';
}

/** Files' and tests' durations, slowest first, and each project's total file time, from a report. */
export function summarise(report: Report, root: string): { projects: Timing[]; files: Timing[]; tests: Timing[]; wallMs: number } {
  const byDuration = (a: Timing, b: Timing) => b.ms - a.ms;
  const relative = (file: string) => path.relative(root, file);
  const files = report.testResults.map((f) => ({ name: relative(f.name), ms: f.endTime - f.startTime }));
  const tests = report.testResults.flatMap((f) =>
    f.assertionResults.map((t) => ({ name: `${relative(f.name)} > ${[...t.ancestorTitles, t.title].join(' > ')}`, ms: t.duration ?? 0 })),
  );
  const totals = new Map<string, number>();
  for (const f of report.testResults) totals.set(projectOf(f.name), (totals.get(projectOf(f.name)) ?? 0) + f.endTime - f.startTime);
  const wallMs = Math.max(...report.testResults.map((f) => f.endTime)) - report.startTime;
  return { projects: [...totals].map(([name, ms]) => ({ name, ms })).sort(byDuration), files: files.sort(byDuration), tests: tests.sort(byDuration), wallMs };
}

function print(title: string, rows: Timing[]): void {
  console.log(`\n${title}`);
  for (const row of rows) console.log(`${(row.ms / 1000).toFixed(1).padStart(8)} s  ${row.name}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, count = '20'] = process.argv.slice(2);
  if (!file) throw new Error('Usage: tsx scripts/slowest-tests.ts <vitest JSON report> [count]');
  const { projects, files, tests, wallMs } = summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as Report, process.cwd());
  console.log(`From the first file's start to the last one's end: ${(wallMs / 1000).toFixed(0)} s`);
  print('File time per project (files that ran side by side both count)', projects);
  print(`The slowest ${count} files`, files.slice(0, Number(count)));
  print(`The slowest ${count} tests`, tests.slice(0, Number(count)));
}
