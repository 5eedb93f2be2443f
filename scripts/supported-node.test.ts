import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

interface LockedPackage {
  version?: string;
  engines?: { node?: string };
}

it('installs only packages that declare they run on the oldest Node the project supports', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
  const oldest = semver.minVersion(lock.packages['']!.engines!.node!)!;
  expect(oldest.major).toBe(20);
  const refusing = Object.entries(lock.packages)
    .filter(([, locked]) => locked.engines?.node && !semver.satisfies(oldest, locked.engines.node))
    .map(([where, locked]) => `${where}@${locked.version} wants Node ${locked.engines!.node}`);
  expect(refusing).toEqual([]);
});
