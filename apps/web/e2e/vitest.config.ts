import path from 'node:path';
import { defineProject } from 'vitest/config';

/** The specs that write (accounts, the console, sources, saved, follows): they run on PostgreSQL too. */
export const WRITING_SPECS = ['account-*.spec.ts', 'admin-console.spec.ts', 'sources-queue.spec.ts', 'saved.spec.ts', 'follow.spec.ts'];

/**
 * Chromium end-to-end specs. The global setup starts the real server on the built app and a database on `engine`;
 * a project's specs share it, one file at a time, since two cores cannot run several browsers well.
 */
export function e2eProject(name: string, include: string[], engine: 'sqlite' | 'postgres') {
  return defineProject({
    test: {
      name,
      root: import.meta.dirname,
      include,
      // A full path: the root configuration builds a project here too.
      globalSetup: [path.join(import.meta.dirname, 'global-setup.ts')],
      provide: { engine },
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

/** Every spec on SQLite; the root configuration adds the writing ones again on PostgreSQL (e2e-postgres). */
export default e2eProject('e2e', ['**/*.spec.ts'], 'sqlite');
