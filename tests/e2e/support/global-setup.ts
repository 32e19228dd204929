import type { TestProject } from 'vitest/node';
import { DATA_TEMPLATE_KEY, makeDataTemplate } from './data-template.ts';

/**
 * Once per E2E run: a migrated data directory that every product of the run
 * starts on a copy of (initdb and ~60 migrations took a few seconds of each
 * of the ~35 product starts). Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = await makeDataTemplate();
  project.provide(DATA_TEMPLATE_KEY, template.dir);
  return () => template.remove();
}
