// Compiles the server with the shared package and its libraries into apps/server/dist: server-bundle.cjs (one
// CommonJS file, minified but for its names, with its source map) and server.js, the entry `npm start` runs with
// plain node, which runs the bundle through V8's code cache (apps/server/src/lifecycle/launch.ts, decision 088);
// then has the entry write the code cache of the bundle's top level, which a first start takes (decision 107). One
// bundle instead of some six hundred modules from node_modules halves a cold start, since Node resolves, reads,
// compiles and links each module file by file; the code cache then spares compiling the bundle again. Native addons
// stay imports of node_modules, and so does what the code imports only when first needed (the common-password
// list), so that it is neither read at start nor bundled as a module of another shape.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
/** Where the compiled server lands in the checkout at `base`: the entry `npm start` runs, and the bundle it loads. */
export const serverOutputs = (base) => [path.join(base, 'apps/server/dist/server.js'), path.join(base, 'apps/server/dist/server-bundle.cjs')];
export const [serverEntry] = serverOutputs(root);
const outdir = path.dirname(serverEntry);

// The S3 client is loaded only when MEDIA_STORE names a bucket: left out, it costs a disk store's start nothing.
const LEFT_TO_NODE = ['better-sqlite3', '@node-rs/argon2', 'sharp', 'pg-native', '@zxcvbn-ts/language-common', '@aws-sdk/client-s3'];

/**
 * Compiles `entry` into `into`: by default the server's own entry into dist. A test compiles elsewhere in the
 * repository, where node_modules resolve; the end-to-end setup compiles its own entry, the server with the tests'
 * hooks, into another folder, so that dist never holds them.
 */
export async function buildServer(into = outdir, entry = path.join(root, 'apps/server/src/server.ts')) {
  fs.rmSync(into, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: { 'server-bundle': entry },
    outdir: into,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: LEFT_TO_NODE,
    // A CommonJS file has no import.meta: the code's uses of it name the bundle's own file.
    define: { 'import.meta.url': '__bundleUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
    banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    // What the code imports when first needed becomes a require: Node 20 runs no import() in a script run from a
    // code cache. The one ES module imported at run time goes through lib/import-module.ts.
    supported: { 'dynamic-import': false },
    // Names are left as written (no minifyIdentifiers): logs and stack traces show them, and some libraries read
    // them. esbuild's keepNames would give them back after minifying, but by defining `name` on each of some
    // eleven thousand functions and classes, which costs 3 MB of heap and, through the shapes it splits, about a
    // quarter more CPU per kept answer; the unminified names cost 1 MB of source instead.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: true,
    sourcesContent: false,
    // The licence comments go to server-bundle.cjs.LEGAL.txt: one character outside ASCII (a name in one of them)
    // makes V8 hold the whole bundle's source at two bytes a character, 3 MB more for the life of the process.
    legalComments: 'external',
    metafile: true,
    logLevel: 'warning',
  });
  for (const output of Object.keys(metafile.outputs)) if (output.endsWith('.map')) keepOwnMappings(path.resolve(output));
  await build({
    entryPoints: { server: path.join(root, 'apps/server/src/lifecycle/launch.ts') },
    outdir: into,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  writeBuildCache(into);
}

/**
 * The entry compiles the bundle alone and writes its code cache (decision 107): a first start compiling the
 * whole bundle from its source keeps some ten megabytes of the parser's memory for the life of the process.
 */
function writeBuildCache(into) {
  const run = spawnSync(process.execPath, [path.join(into, 'server.js'), '--write-build-cache'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`the build's code cache was not written (${run.error?.message ?? `exit ${run.status ?? run.signal}`})`);
}

/**
 * Only our own code keeps its mappings, and only one for each TypeScript line: the map is decoded whole when a
 * stack is first shown (an outbound request failing is enough), and held decoded from then on. The libraries'
 * mappings were four fifths of it; of ours, those that named a further column of a line already mapped were four
 * fifths of the rest, and a frame is then named by its line and the column where that line's code starts. Names are
 * left out, since V8 names a frame's function itself (the bundle keeps the names as written). Each stretch of
 * library code keeps one mapping, to the source `node_modules`, so that a frame inside a library is not taken for
 * the nearest line of ours before it.
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
  const library = sources.push('node_modules') - 1;
  const lines = decode(map.mappings).map((segments) => {
    const kept = [];
    for (const [column, source, line, sourceColumn] of segments) {
      const own = source !== undefined && renumbered[source] !== undefined;
      const last = kept.at(-1);
      if (own) {
        if (last?.[1] !== renumbered[source] || last[2] !== line) kept.push([column, renumbered[source], line, sourceColumn]);
      } else if (last?.[1] !== library) kept.push([column, library, 0, 0]);
    }
    return kept;
  });
  fs.writeFileSync(mapFile, JSON.stringify({ ...map, sources, names: [], mappings: encode(lines) }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [into, entry] = process.argv.slice(2).map((arg) => path.resolve(arg));
  await buildServer(into, entry);
}
