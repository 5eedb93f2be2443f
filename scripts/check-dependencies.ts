/**
 * `npm run deps`: the import graph of apps/ and packages/ has no cycle, between files (dependency-cruiser's
 * no-circular, .dependency-cruiser.cjs) nor between folders taken as wholes (decision 260). dependency-cruiser
 * finds cycles between files only, so its graph is collapsed here to folders: each server module, web feature and
 * top-level source folder or file is one node, and a cycle among nodes is printed with one import for each edge.
 * With `--report`, it also prints each folder's lines and the folder graph's depth.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The folder a file belongs to when folders are taken as wholes: `modules/<name>` and `features/<name>` on either
 * side, else the top-level folder (or file) of its workspace's `src`, else the folder under its workspace.
 */
export function folderOf(file: string): string {
  const match = /^(?:apps\/[^/]+\/src\/(?:modules|features)\/[^/]+|apps\/[^/]+\/src\/[^/]+|apps\/[^/]+\/[^/]+|packages\/[^/]+)/.exec(file);
  return (match?.[0] ?? file).replace(/\.[cm]?tsx?$/, '');
}

/**
 * Tests and their support stand outside the folder graph: they use a folder from outside, as the app does (a
 * module's test builds the whole app), and file cycles are still refused in them.
 */
export function isTest(file: string): boolean {
  return /\.(?:test|spec)\.tsx?$|^apps\/[^/]+\/(?:test|e2e)\/|^apps\/web\/src\/test\//.test(file);
}

type Edge = { from: string; to: string; via: string };

/** Each cycle among the graph's nodes (a strongly connected component of two or more), its nodes sorted. */
export function cyclesOf(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    next.set(from, (next.get(from) ?? new Set()).add(to));
    if (!next.has(to)) next.set(to, new Set());
  }
  // Tarjan's algorithm; recursion is safe on a graph of a few dozen folders.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The longest chain of imports between folders (in folders), on a graph without cycles. */
export function depthOf(edges: Edge[]): number {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) if (from !== to) next.set(from, [...(next.get(from) ?? []), to]);
  const memo = new Map<string, number>();
  const depth = (node: string): number => {
    if (!memo.has(node)) memo.set(node, 1 + Math.max(0, ...(next.get(node) ?? []).map(depth)));
    return memo.get(node)!;
  };
  return Math.max(0, ...[...next.keys()].map(depth));
}

async function main() {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const { output } = await cruise(['apps', 'packages'], { ...options, outputType: 'json' });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;

  const fileCycles = new Map<string, string[]>();
  for (const violation of result.summary.violations) {
    if (violation.rule.name !== 'no-circular') continue;
    const cycle = [violation.from, ...(violation.cycle ?? []).map((step) => step.name)];
    fileCycles.set([...new Set(cycle)].sort().join(' '), cycle);
  }

  const edges: Edge[] = result.modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => !dependency.coreModule && !dependency.couldNotResolve && !isTest(module.source) && !isTest(dependency.resolved))
      .map((dependency) => ({ from: folderOf(module.source), to: folderOf(dependency.resolved), via: `${module.source} → ${dependency.resolved}` })),
  );
  const folderCycles = cyclesOf(edges);

  for (const cycle of fileCycles.values()) console.log(`file cycle: ${cycle.join(' → ')}`);
  for (const cycle of folderCycles) {
    console.log(`folder cycle: ${cycle.join(', ')}`);
    const members = new Set(cycle);
    const shown = new Set<string>();
    for (const edge of edges) {
      const key = `${edge.from} ${edge.to}`;
      if (edge.from === edge.to || !members.has(edge.from) || !members.has(edge.to) || shown.has(key)) continue;
      shown.add(key);
      console.log(`  ${edge.from} → ${edge.to} (${edge.via})`);
    }
  }

  if (process.argv.includes('--report')) {
    const lines = new Map<string, number>();
    for (const module of result.modules) {
      if (!module.source.startsWith('apps/server/src/') || isTest(module.source)) continue;
      const folder = folderOf(module.source);
      lines.set(folder, (lines.get(folder) ?? 0) + fs.readFileSync(path.join(root, module.source), 'utf8').split('\n').length);
    }
    for (const [folder, count] of [...lines].sort((a, b) => b[1] - a[1])) console.log(`${String(count).padStart(6)}  ${folder}`);
    const server = edges.filter((edge) => lines.has(edge.from) && lines.has(edge.to));
    console.log(`server: ${lines.size} folders, ${folderCycles.length ? 'depth unknown while folders cycle' : `${depthOf(server)} deep`}`);
  }

  console.log(`${result.summary.totalCruised} files: ${fileCycles.size} file cycles, ${folderCycles.length} folder cycles`);
  if (fileCycles.size || folderCycles.length) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
