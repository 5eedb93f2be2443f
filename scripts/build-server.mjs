// Compiles the server with the shared package and its libraries into apps/server/dist/server.js (an ES module
// with its source map): `npm start` runs it with plain node. One minified bundle instead of some six hundred
// modules from node_modules halves a cold start, since Node resolves, reads, compiles and links each module
// file by file. Native addons stay imports of node_modules, and so does what the code imports only when first
// needed (the common-password list), so that it is neither read at start nor bundled as a module of another shape.
import fs from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist');
export const serverEntry = path.join(outdir, 'server.js');

const LEFT_TO_NODE = ['better-sqlite3', '@node-rs/argon2', 'sharp', 'pg-native', '@zxcvbn-ts/language-common'];

/** Compiles into `into` (dist by default; a test compiles elsewhere in the repository, where node_modules resolve). */
export async function buildServer(into = outdir) {
  fs.rmSync(into, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: { server: path.join(root, 'apps/server/src/server.ts') },
    outdir: into,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: LEFT_TO_NODE,
    // The libraries written as CommonJS call require for Node's own modules, which an ES module lacks.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    minify: true,
    // Names stay as written: logs and stack traces show them, and some libraries read them.
    keepNames: true,
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  for (const output of Object.keys(metafile.outputs)) if (output.endsWith('.map')) keepOwnMappings(path.resolve(output));
}

/**
 * Only our own code keeps its mappings: Node decodes a map whole when it loads the module, and the libraries'
 * mappings were four fifths of it. A stack frame inside a library still names its function (`keepNames`).
 */
function keepOwnMappings(mapFile) {
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const renumbered = [];
  const sources = [];
  map.sources.forEach((source, index) => {
    if (source.includes('node_modules/')) return;
    renumbered[index] = sources.length;
    sources.push(source);
  });
  const lines = decode(map.mappings).map((segments) =>
    segments
      .filter((segment) => segment.length > 1 && renumbered[segment[1]] !== undefined)
      .map(([column, source, ...rest]) => [column, renumbered[source], ...rest]),
  );
  fs.writeFileSync(mapFile, JSON.stringify({ ...map, sources, mappings: encode(lines) }));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
