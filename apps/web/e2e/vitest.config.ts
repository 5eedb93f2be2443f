import { defineProject } from 'vitest/config';

/**
 * Chromium end-to-end specs. The global setup starts the real server on the built app; the specs share it,
 * one file at a time, since two cores cannot run several browsers well.
 */
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
