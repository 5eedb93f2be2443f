/** Where the compiled server's entry hands in its own `import()` (lifecycle/launch.ts, decision 088). */
export const MODULE_IMPORTER = Symbol.for('wiy.importModule');

type Importer = (url: string) => Promise<unknown>;

/**
 * Imports an ES module by its URL at run time (the server-rendering entry Vite builds). The compiled server
 * runs from V8's code cache as a `vm.Script`, where Node 20 runs no `import()`: its entry, an ES module,
 * lends its own. From the sources (tsx) this is `import()` itself.
 */
export function importModule(url: string): Promise<unknown> {
  const lent = (globalThis as { [MODULE_IMPORTER]?: Importer })[MODULE_IMPORTER];
  return lent ? lent(url) : import(url);
}
