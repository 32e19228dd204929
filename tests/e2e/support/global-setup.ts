import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../../infra/bin/ensure-server-build.mjs';
import { DATA_TEMPLATE_KEY, makeDataTemplate } from './data-template.ts';

/**
 * Once per E2E run: the server built as `npm start` runs it (when its sources
 * changed), and a migrated data directory that every product of the run
 * starts on a copy of (initdb and ~60 migrations took a few seconds of each
 * of the ~40 product starts). The template is removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const [template] = await Promise.all([makeDataTemplate(), ensureServerBuild()]);
  project.provide(DATA_TEMPLATE_KEY, template.dir);
  return () => template.remove();
}
