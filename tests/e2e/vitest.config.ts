import { defineConfig } from 'vitest/config';

/** Tests of the product as `npm start` runs it: in Chromium, and killed under load (tests/fault). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts', 'tests/fault/**/*.test.ts'],
    // A migrated data directory, made once, that each product starts on a copy of (support/data-template.ts).
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    pool: 'forks',
    // Two files at a time, one per core: much of a file's time is waiting (on Chromium, on the product's
    // start, on a read model catching up, on a minute to pass), which the other file fills. Each file has
    // its own product, data directory, port and browser, so they share nothing.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
