import { defineConfig } from 'vitest/config';

/** Tests of the product as `npm start` runs it: in Chromium, and killed under load (tests/fault). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts', 'tests/fault/**/*.test.ts'],
    // A migrated data directory, made once, that each product starts on a copy of (support/data-template.ts).
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
