import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * In a process of its own (V8's flags are per process): loads the module as the server's first import, then
 * makes garbage at a server's pace with part of it surviving a while, as requests in flight do, and reports
 * the young generation's size in MB.
 */
function youngGenerationAfterChurn(env: Record<string, string>): number {
  const script = `
    import v8 from 'node:v8';
    await import(${JSON.stringify(path.join(import.meta.dirname, 'lean-heap.ts'))});
    const inFlight = [];
    for (let round = 0; round < 150; round++) {
      for (let i = 0; i < 20000; i++) inFlight.push({ i, body: 'answer ' + i });
      inFlight.splice(0, inFlight.length - 100000);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    console.log(young.space_size / 1048576);`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return Number(output.trim());
}

describe('the lean heap', () => {
  it('keeps the young generation at its starting size under churn, unless LEAN_HEAP is false', () => {
    const lean = youngGenerationAfterChurn({});
    const defaults = youngGenerationAfterChurn({ LEAN_HEAP: 'false' });
    expect(lean).toBeLessThanOrEqual(4);
    expect(defaults).toBeGreaterThanOrEqual(8);
  });
});
