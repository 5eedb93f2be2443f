/** Where the compiled server's entry (launch.ts) names its own file. */
export const ENTRY_FILE = Symbol.for('wiy.entryFile');

/**
 * The file each worker of `WEB_CONCURRENCY` runs: the compiled server's entry when that is what runs, which
 * `npm start` imports from scripts/start.mjs (so it is not the script node was started with, and a worker must
 * not run the build checks again); otherwise that script, server.ts under tsx.
 */
export function workerEntry(): string {
  return (globalThis as { [ENTRY_FILE]?: string })[ENTRY_FILE] ?? process.argv[1]!;
}
