/**
 * What the compiled server's entry (launch.ts, decision 088) lends the bundle it runs: its own `import()`,
 * since the bundle runs from V8's code cache as a `vm.Script`, where Node 20 runs none, and its own file, which
 * `npm start` imports from scripts/start.mjs. From the sources (tsx) nothing is lent.
 */
interface Lent {
  importModule: (url: string) => Promise<unknown>;
  entryFile: string;
}

const LENT = Symbol.for('wiy.launchLends');

export function lend(lent: Lent): void {
  Object.assign(globalThis, { [LENT]: lent });
}

const lent = (): Lent | undefined => (globalThis as { [LENT]?: Lent })[LENT];

/** Imports an ES module by its URL at run time (the server-rendering entry Vite builds). */
export function importModule(url: string): Promise<unknown> {
  return lent()?.importModule(url) ?? import(url);
}

/**
 * The file each worker of `WEB_CONCURRENCY` runs: the compiled entry when that is what runs (not the script
 * node was started with, whose build checks a worker must not run again); otherwise that script, server.ts.
 */
export function workerEntry(): string {
  return lent()?.entryFile ?? process.argv[1]!;
}
