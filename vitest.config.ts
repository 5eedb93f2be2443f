import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { e2eProject, WRITING_SPECS } from './apps/web/e2e/vitest.config.ts';

/**
 * One test command for the whole repository: unit and API tests per workspace, component tests in jsdom,
 * and the Chromium end-to-end specs against the built app and the real server, the writing ones on both engines.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // The repository's own tooling: the lint configuration's boundaries, the web client's generated API types.
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Migrates a template database once per engine, which each API test file copies (test/helper.ts).
          globalSetup: [path.join(import.meta.dirname, 'apps/server/test/global-setup.ts')],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/web/e2e/vitest.config.ts',
      e2eProject('e2e-postgres', WRITING_SPECS, 'postgres'),
      'fleet/vitest.config.ts',
    ],
  },
});
