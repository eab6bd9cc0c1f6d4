import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Guards against a hang only: on a loaded 2-core machine (two test runs, builds beside them) a
    // test that takes a second alone may take a minute. Tests wait for events, never for time.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
