import type { TestProject } from 'vitest/node';
import { prepareTestServer } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/** One PostgreSQL server for the whole run; each test file clones the template. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await prepareTestServer();
  project.provide('pgAdminUrl', server.adminUrl);
  return () => server.stop();
}
