/**
 * The compiled server's entry, `apps/server/dist/server.js`, what `npm start` runs (decision 088). It runs the
 * bundle (`server-bundle.cjs`) through V8's code cache: a start then skips compiling the two megabytes of
 * JavaScript it ran the time before. Node 22 offers this as `module.enableCompileCache`; Node 20 has it only for
 * a `vm.Script`, which is why the bundle is CommonJS and why its stack traces are mapped here rather than by
 * `--enable-source-maps`, which knows nothing of a `vm.Script`, and why the bundle borrows this module's `import()`.
 */
// First: V8 accepts a code cache only under the flags it was made with.
import './lean-heap.ts';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { mapStackTraces } from './bundle-stack-traces.ts';
import { lend } from './launch-lends.ts';

const bundle = path.join(import.meta.dirname, 'server-bundle.cjs');
/**
 * Long enough for the start and the first requests, whose functions the cache then holds compiled; a process
 * that stops sooner writes it as it exits.
 */
const WRITE_CACHE_AFTER_MS = 3000;

/**
 * Named after the bundle's size and time: V8 checks a cache against its source's length only, and running a
 * rebuilt bundle on another build's cache would run that build's code. The build leaves one made by compiling the
 * bundle alone (`--write-build-cache`, decision 107), so that no start compiles the whole bundle from its source;
 * a start then writes its own, which holds the functions it ran too.
 */
function cacheFiles(): { own: string; build: string } {
  const { size, mtimeMs } = fs.statSync(bundle);
  const name = path.join(import.meta.dirname, `server-bundle.${size}-${Math.trunc(mtimeMs)}`);
  return { own: `${name}.cache`, build: `${name}.build.cache` };
}

function readCache(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Written whole or not at all (several workers may write at once), and the caches of other bundles removed.
 * Skipped when the bundle was rebuilt since this process started (its cache would remove the new build's), and
 * before any work where the folder is read-only (such an install just starts slower).
 */
function writeCache(file: string, script: vm.Script): void {
  const partial = `${file}.${process.pid}`;
  const thisBundle = file.replace(/(\.build)?\.cache$/, '.');
  try {
    if (!cacheFiles().own.startsWith(thisBundle)) return;
    fs.accessSync(import.meta.dirname, fs.constants.W_OK);
    fs.writeFileSync(partial, script.createCachedData());
    fs.renameSync(partial, file);
    for (const name of fs.readdirSync(import.meta.dirname)) {
      const other = path.join(import.meta.dirname, name);
      if (/^server-bundle\..+\.cache$/.test(name) && !other.startsWith(thisBundle)) fs.rmSync(other, { force: true });
    }
  } catch {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * The bundle's source, read 64 kB at a time rather than into one buffer as large as the bundle: once glibc's malloc
 * has freed a block that large, it serves every smaller request from its heap and keeps up to twice that much of
 * the heap free for good (its threshold grows with the largest block freed): megabytes more held (decision 107).
 */
function readInPieces(file: string): string {
  const piece = Buffer.allocUnsafe(64 * 1024);
  const decoder = new StringDecoder('utf8');
  const fd = fs.openSync(file, 'r');
  let text = '';
  try {
    for (let read; (read = fs.readSync(fd, piece)) > 0;) text += decoder.write(piece.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return text + decoder.end();
}

/**
 * The bundle compiled from `cachedData` when given. The wrapper's own line comes before line 1, so the bundle's
 * lines and columns stay those of its source map.
 */
function compileBundle(cachedData?: Buffer): vm.Script {
  return new vm.Script(`(function (exports, require, module, __filename, __dirname) {\n${readInPieces(bundle)}\n})`, {
    filename: bundle,
    lineOffset: -1,
    cachedData,
  });
}

const caches = cacheFiles();
if (process.argv.includes('--write-build-cache')) {
  writeCache(caches.build, compileBundle());
  // writeCache gives up silently, as a start's must; the build is told by the exit code instead.
  process.exit(fs.existsSync(caches.build) ? 0 : 1);
}
/**
 * The bundle compiled from this start's own cache, else from the build's. A cache's buffer (a megabyte or more) is
 * read here so that it is garbage once V8 has read it, not held for the life of the process.
 */
function compileFromCache(): { script: vm.Script; ownCacheTaken: boolean } {
  const own = readCache(caches.own);
  const script = compileBundle(own ?? readCache(caches.build));
  return { script, ownCacheTaken: own !== undefined && !script.cachedDataRejected };
}
const { script, ownCacheTaken } = compileFromCache();
mapStackTraces(bundle);
// A script run from a code cache cannot import() (Node 20 loses its loader): the bundle borrows this module's.
// Its workers run this file too, whichever script started node.
lend({ importModule: (url) => import(url), entryFile: fileURLToPath(import.meta.url) });
const bundleModule = { exports: {} };
(script.runInThisContext() as (...args: unknown[]) => void)(bundleModule.exports, createRequire(bundle), bundleModule, bundle, import.meta.dirname);
if (!ownCacheTaken) {
  const write = () => {
    clearTimeout(timer);
    process.off('exit', write);
    writeCache(caches.own, script);
  };
  const timer = setTimeout(write, WRITE_CACHE_AFTER_MS).unref();
  process.on('exit', write);
}
