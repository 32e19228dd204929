import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/*/test/**/*.test.ts', 'infra/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['infra/src/testing/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
