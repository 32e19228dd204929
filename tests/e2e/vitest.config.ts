import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { longestFirstSequencer } from '../support/longest-first-sequencer.ts';

/** Tests of the product as `npm start` runs it: in Chromium, and killed under load (tests/fault). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts', 'tests/fault/**/*.test.ts'],
    // A migrated data directory, made once, that each product starts on a copy of (support/data-template.ts).
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    pool: 'forks',
    // Files run one after another in each worker without importing Playwright and the support code again
    // (about 2.5 s a file); each file still starts its own product and browser context, and
    // restore-environment.ts puts back any environment variable a file set for its product.
    isolate: false,
    setupFiles: ['infra/src/testing/restore-environment.ts'],
    // Two files at a time, one per core: much of a file's time is waiting (on Chromium, on the product's
    // start, on a read model catching up, on a minute to pass), which the other file fills. Each file has
    // its own product, data directory, port and browser, so they share nothing.
    maxWorkers: 2,
    // Longest files first, from a recorded run: a clean clone has no vitest cache to order by.
    sequence: { sequencer: longestFirstSequencer(fileURLToPath(new URL('./durations.json', import.meta.url))) },
    // expect.poll's default of 1 s is a screen's or a read model's time to catch up on an idle machine; with
    // two files (two products, two browsers) on two cores, or other work on the machine, a lazy bundle or a
    // projection can take a few seconds. A poll still ends as soon as its condition holds; only a wrong
    // result now takes 10 s to fail instead of 1.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
