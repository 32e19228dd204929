import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { longestFirstSequencer } from './tests/support/longest-first-sequencer.ts';

// What every test file runs with, in either project below.
const common = {
  setupFiles: ['infra/src/testing/restore-environment.ts'],
  pool: 'forks' as const,
  // Files run one after another in each worker without re-importing the product (about 2 s a file);
  // restore-environment.ts keeps one file's environment variables from the next.
  isolate: false,
  // A product a test starts takes no inbound mail on the shared port 2525: createTestApp gives
  // each app a listener on a free loopback port of its own instead.
  env: { INBOUND_SMTP_PORT: 'off' },
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    // Longest files first, from a recorded run (`node tests/support/record-durations.mjs <report>
    // tests/support/unit-durations.json`): a clean clone has no vitest cache, and the fuzz test, small on
    // disk and among the longest, otherwise ran near the end with the other worker idle.
    sequence: { sequencer: longestFirstSequencer(fileURLToPath(new URL('./tests/support/unit-durations.json', import.meta.url))) },
    projects: [
      // shared/* is pure (deciders, rules, schemas): its tests never start PostgreSQL, so
      // `npx vitest run --project shared` answers in seconds.
      { test: { ...common, name: 'shared', include: ['shared/*/test/**/*.test.ts'] } },
      // The dashboard's pure modules (issue 30 §3): no browser, no database, seconds.
      // Components (.test.tsx) pick happy-dom with a `@vitest-environment happy-dom` line of their own.
      {
        resolve: { alias: { '@': fileURLToPath(new URL('web/src', import.meta.url)) } },
        test: { ...common, name: 'web', include: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'] },
      },
      {
        test: {
          ...common,
          name: 'product',
          include: ['infra/test/**/*.test.ts', 'read-models/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          globalSetup: ['infra/src/testing/global-setup.ts'],
        },
      },
    ],
  },
});
