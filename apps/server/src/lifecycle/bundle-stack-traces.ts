import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/**
 * Stack frames in `bundle` named by the TypeScript file, line and column they came from, read off the bundle's
 * source map when a stack is first shown; frames in the libraries (mapped to `node_modules` by the build,
 * scripts/build-server.mjs) and elsewhere as V8 writes them.
 */
export function mapStackTraces(bundle: string): void {
  let sourceMap: SourceMap | null | undefined;
  const loadSourceMap = (): SourceMap | null => {
    if (sourceMap === undefined) {
      try {
        sourceMap = new SourceMap(JSON.parse(fs.readFileSync(`${bundle}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]);
      } catch {
        sourceMap = null;
      }
    }
    return sourceMap;
  };
  const frame = (site: NodeJS.CallSite): string => {
    const written = site.toString();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (site.getFileName() !== bundle || line === null || column === null) return written;
    const entry = loadSourceMap()?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry) || entry.originalSource === 'node_modules') return written;
    const source = path.resolve(path.dirname(bundle), entry.originalSource);
    return written.replace(`${bundle}:${line}:${column}`, `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`);
  };
  Error.prepareStackTrace = (error: Error, sites: NodeJS.CallSite[]) =>
    [Error.prototype.toString.call(error), ...sites.map((site) => `    at ${frame(site)}`)].join('\n');
}
