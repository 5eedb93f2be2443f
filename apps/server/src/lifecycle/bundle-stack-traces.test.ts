import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { encode } from '@jridgewell/sourcemap-codec';
import { afterEach, expect, it } from 'vitest';
import { mapStackTraces } from './bundle-stack-traces.ts';

const writtenBefore = Error.prepareStackTrace;
afterEach(() => {
  Error.prepareStackTrace = writtenBefore;
});

it("names our frames by their TypeScript lines and leaves a library's frames where the bundle has them", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-bundle-'));
  const bundle = path.join(dir, 'server-bundle.cjs');
  const code = 'function ours(){return library()}function library(){throw new Error("deep")}ours();';
  fs.writeFileSync(bundle, code);
  // As the build leaves it (scripts/build-server.mjs): `ours` mapped to line 7 of src/ours.ts, the library's
  // code to the one source `node_modules`.
  const map = {
    version: 3,
    sources: ['../src/ours.ts', 'node_modules'],
    names: [],
    mappings: encode([
      [
        [0, 0, 6, 2],
        [code.indexOf('function library'), 1, 0, 0],
      ],
    ]),
  };
  fs.writeFileSync(`${bundle}.map`, JSON.stringify(map));
  mapStackTraces(bundle);
  let stack = '';
  try {
    new vm.Script(code, { filename: bundle }).runInThisContext({ displayErrors: false });
  } catch (error) {
    stack = (error as Error).stack ?? '';
  }
  const frames = stack.split('\n');
  expect(frames[0]).toBe('Error: deep');
  expect(frames[1]).toBe(`    at library (${bundle}:1:${code.indexOf('new Error') + 1})`);
  expect(frames[2]).toBe(`    at ours (${path.join(dir, '../src/ours.ts')}:7:3)`);
  fs.rmSync(dir, { recursive: true, force: true });
});
