import { defineProject } from 'vitest/config';

/**
 * The fleet test: three compiled app machines behind a real HAProxy on one PostgreSQL database and one S3-speaking
 * store. It needs HAProxy and PostgreSQL (TEST_DATABASE_URL); `npm test` leaves it out without them outside CI.
 */
export default defineProject({
  test: {
    name: 'fleet',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
