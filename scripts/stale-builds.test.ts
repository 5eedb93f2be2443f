import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { staleBuilds } from './stale-builds.mjs';

/** A checkout's sources and build outputs, with the times `npm start` compares. */
const SOURCES = ['apps/web/src/main.tsx', 'apps/web/index.html', 'apps/server/src/server.ts', 'packages/shared/src/feed.schema.ts', 'package-lock.json'];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/server/dist/server.js', 'apps/server/dist/server-bundle.cjs'];
const BUILT_AT = new Date('2026-11-28T10:00:00Z');
const EDITED_BEFORE = new Date('2026-11-28T09:00:00Z');
const EDITED_AFTER = new Date('2026-11-28T11:00:00Z');

let root: string;
const write = (file: string, at: Date) => {
  const where = path.join(root, file);
  fs.mkdirSync(path.dirname(where), { recursive: true });
  fs.writeFileSync(where, '');
  fs.utimesSync(where, at, at);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-stale-'));
  for (const file of SOURCES) write(file, EDITED_BEFORE);
  for (const file of OUTPUTS) write(file, BUILT_AT);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('builds nothing when every output is newer than its sources', () => {
  expect(staleBuilds(root)).toEqual([]);
});

it('builds a part whose output is missing', () => {
  fs.rmSync(path.join(root, 'apps/server/dist/server-bundle.cjs'));
  expect(staleBuilds(root)).toEqual(['server']);
  fs.rmSync(path.join(root, 'apps/web/dist-server/entry-server.js'));
  expect(staleBuilds(root)).toEqual(['web', 'server']);
});

it.each([
  ['apps/web/src/features/feed/feed-screen.tsx', ['web']],
  ['apps/web/public/icons/icon.svg', ['web']],
  ['apps/web/index.html', ['web']],
  ['apps/web/vite.config.ts', ['web']],
  ['apps/web/package.json', ['web']],
  ['apps/server/src/modules/feed/feed.routes.ts', ['server']],
  ['apps/server/package.json', ['server']],
  ['scripts/build-server.mjs', ['server']],
  ['packages/shared/src/feed.schema.ts', ['web', 'server']],
  ['packages/shared/package.json', ['web', 'server']],
  ['package-lock.json', ['web', 'server']],
  ['apps/web/node_modules/react/index.js', []],
  ['docs/benchmarks.md', []],
])('builds what %s goes into when it changed after the build', (file, parts) => {
  write(file, EDITED_AFTER);
  expect(staleBuilds(root)).toEqual(parts);
});
