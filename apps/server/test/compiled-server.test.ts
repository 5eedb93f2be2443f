import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from './account-support.ts';
import { startServer, stopServer, type ServerProcess } from './server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// Inside the repository, so that the native addons the bundle leaves out resolve from node_modules.
const outdir = path.join(repoRoot, 'apps/server/.compiled-for-test');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-compiled-'));

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-server.mjs', outdir], { cwd: repoRoot, stdio: 'inherit' });
});
afterAll(() => {
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (npm run build, as npm start runs it)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' }, [path.join(outdir, 'server.js')]);
  });
  afterAll(() => stopServer(server));

  it('serves the demo feed, refuses bad input in the error shape, and loads what it imports when first needed', async () => {
    const feed = await fetch(`${server.url}/api/get_feed/1`, { headers: { Application: 'wiy' } });
    expect(feed.status).toBe(200);
    expect(((await feed.json()) as { record: unknown[] }).record.length).toBeGreaterThan(0);
    const refused = await fetch(`${server.url}/api/get_feed/0`, { headers: { Application: 'wiy' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ Error: expect.any(String) });
    const commonPassword = await fetch(`${server.url}/lom/create/externalrecord/user`, {
      method: 'POST',
      headers: { Application: 'wiy', 'content-type': 'application/json' },
      body: JSON.stringify(signUpBody('9876543210', { password: 'password1' })),
    });
    expect(await commonPassword.json()).toEqual({ Error: 'This password is too common. Please choose another one' });
    // sharp, required at the first image resized.
    const variant = await fetch(`${server.url}/media/variants/320/demo/feed-1.svg.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
  });
});

describe("V8's code cache", () => {
  const caches = () => fs.readdirSync(outdir).filter((name) => name.endsWith('.cache'));
  /** A start on the built web app, whose home page it renders (the renderer is an ES module imported at run time). */
  const runOnce = async () => {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: path.join(repoRoot, 'apps/web/dist') }, [path.join(outdir, 'server.js')]);
    try {
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('id="page-state"');
    } finally {
      await stopServer(server);
    }
  };

  const ownCaches = () => caches().filter((name) => !name.endsWith('.build.cache'));
  const removeOwnCaches = () => ownCaches().forEach((name) => fs.rmSync(path.join(outdir, name)));

  /** The most memory V8 took from malloc for itself (its parser's and compilers' zones) in a start, stopped at once. */
  const compilersPeak = async () => {
    const report = path.join(dataDir, 'peak-malloced');
    const preload = path.join(dataDir, 'peak-malloced.cjs');
    fs.writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, String(require('node:v8').getHeapStatistics().peak_malloced_memory)));`,
    );
    await stopServer(await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, ['--require', preload, path.join(outdir, 'server.js')]));
    return Number(fs.readFileSync(report, 'utf8'));
  };

  it('is left by the build, so that no start compiles the whole bundle from its source', async () => {
    removeOwnCaches();
    const [build, ...others] = caches();
    expect(others).toEqual([]);
    expect(build).toMatch(/^server-bundle\.\d+-\d+\.build\.cache$/);
    const fromBuildCache = await compilersPeak();
    removeOwnCaches();
    fs.renameSync(path.join(outdir, build!), path.join(dataDir, build!));
    let fromSource: number;
    try {
      fromSource = await compilersPeak();
    } finally {
      removeOwnCaches();
      fs.renameSync(path.join(dataDir, build!), path.join(outdir, build!));
    }
    // About 2 MB against 14 MB, which glibc's malloc then keeps for the life of the process.
    expect(fromBuildCache).toBeLessThan(fromSource / 2);
  });

  it("is written by a start on the build's cache and taken as it is by the next, which still renders pages", async () => {
    removeOwnCaches();
    // An earlier build's caches go when this build's is written; the build's own stays.
    fs.writeFileSync(path.join(outdir, 'server-bundle.1-1.cache'), 'old');
    fs.writeFileSync(path.join(outdir, 'server-bundle.1-1.build.cache'), 'old');
    await runOnce();
    expect(ownCaches()).toHaveLength(1);
    const [cache] = ownCaches();
    expect(caches()).toEqual([cache, cache!.replace(/\.cache$/, '.build.cache')].sort());
    const written = fs.statSync(path.join(outdir, cache!)).mtimeMs;
    // A cache V8 refused (made under other flags, or for other code) would be written again.
    await runOnce();
    expect(ownCaches()).toEqual([cache]);
    expect(fs.statSync(path.join(outdir, cache!)).mtimeMs).toBe(written);
  });

  it("is not written by a start whose bundle was rebuilt since, which would remove the new build's cache", async () => {
    removeOwnCaches();
    const bundle = path.join(outdir, 'server-bundle.cjs');
    const { atime, mtime, size } = fs.statSync(bundle);
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, [path.join(outdir, 'server.js')]);
    const rebuilt = new Date(mtime.getTime() + 60_000);
    const newBuildCache = path.join(outdir, `server-bundle.${size}-${rebuilt.getTime()}.build.cache`);
    try {
      fs.utimesSync(bundle, atime, rebuilt);
      fs.writeFileSync(newBuildCache, 'the new build');
      // Past the three seconds after which a start writes its own cache.
      await new Promise((resolve) => setTimeout(resolve, 3500));
    } finally {
      await stopServer(server);
      fs.utimesSync(bundle, atime, mtime);
    }
    expect(fs.existsSync(newBuildCache)).toBe(true);
    fs.rmSync(newBuildCache);
  });
});

it('runs its workers on the compiled entry, not on the script that imported it (npm start)', async () => {
  // Like scripts/start.mjs: a script that imports the entry. It counts its own runs.
  const runs = path.join(dataDir, 'wrapper-runs');
  const wrapper = path.join(outdir, 'wrapper.mjs');
  fs.writeFileSync(wrapper, `import fs from 'node:fs';\nfs.appendFileSync(${JSON.stringify(runs)}, 'run\\n');\nawait import('./server.js');\n`);
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '2' }, [wrapper]);
  try {
    const answers = await Promise.all(Array.from({ length: 4 }, () => fetch(`${server.url}/api/get_feed/1`, { headers: { Application: 'wiy' } })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  } finally {
    await stopServer(server);
  }
  expect(fs.readFileSync(runs, 'utf8')).toBe('run\n');
});

it("holds no trace of the end-to-end hooks, which only the tests' own entry compiles in", { timeout: 60_000 }, () => {
  // The hooks' route paths and names, and their folder as the source map would name it.
  const hooks = ['/api/test/', 'e2eHookRoutes', 'OffsetClock', 'e2e-hooks'];
  /** Those of `traces` that some file compiled into `dir` holds (the code caches included). */
  const found = (dir: string, traces: string[]) => {
    const files = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile());
    const texts = files.map((entry) => fs.readFileSync(path.join(dir, entry.name), 'latin1'));
    return traces.filter((trace) => texts.some((text) => text.includes(trace)));
  };
  // Nor the setting that once turned them on.
  expect(found(outdir, [...hooks, 'E2E_TEST_HOOKS'])).toEqual([]);
  // The same search finds each in a compile of the tests' entry: it looks for what the hooks become.
  const e2eOutdir = path.join(outdir, 'e2e');
  execFileSync(process.execPath, ['scripts/build-server.mjs', e2eOutdir, 'apps/server/test/e2e-hooks/e2e-server.ts'], { cwd: repoRoot, stdio: 'inherit' });
  expect(found(e2eOutdir, hooks)).toEqual(hooks);
});

it("names the function and TypeScript line in a stack trace of the server's own code", () => {
  const run = spawnSync(process.execPath, [path.join(outdir, 'server.js')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('PORT must be a port number');
  expect(run.stderr).toMatch(/at loadConfig \(.*apps\/server\/src\/config\.ts:\d+:\d+\)/);
});

it('keeps the bundle small in memory: ASCII source, names as written, one mapping for each TypeScript line, none named', () => {
  const bundle = fs.readFileSync(path.join(outdir, 'server-bundle.cjs'), 'utf8');
  // One character outside ASCII and V8 holds the whole source at two bytes a character.
  expect(bundle.match(/[\u0080-\uffff]/g) ?? []).toEqual([]);
  // Names kept as written, not minified and given back by esbuild's keepNames, which defines `name` on every function.
  expect(bundle.includes('function loadConfig(')).toBe(true);
  expect(bundle.match(/__name\(/g) ?? []).toEqual([]);
  expect(fs.readFileSync(path.join(outdir, 'server-bundle.cjs.LEGAL.txt'), 'utf8')).toContain('Bundled license information');
  const map = JSON.parse(fs.readFileSync(path.join(outdir, 'server-bundle.cjs.map'), 'utf8')) as { names: string[]; mappings: string };
  expect(map.names).toEqual([]);
  const lines = decode(map.mappings);
  expect(lines.flat().length).toBeGreaterThan(1000);
  for (const segments of lines)
    segments.forEach((segment, index) => {
      expect(segment).toHaveLength(4);
      const before = segments[index - 1];
      if (before) expect([segment[1], segment[2]]).not.toEqual([before[1], before[2]]);
    });
});
