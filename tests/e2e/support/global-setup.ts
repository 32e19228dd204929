import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../../infra/bin/ensure-server-build.mjs';
import { launchSharedBrowser, SHARED_BROWSER_KEY } from './browser.ts';
import { DATA_TEMPLATE_KEY, makeDataTemplate } from './data-template.ts';

/**
 * Once per E2E run: the server built as `npm start` runs it (when its sources
 * changed), the Chromium the files share (support/browser.ts), and a migrated
 * data directory that every product of the run starts on a copy of (initdb and
 * ~60 migrations took a few seconds of each of the ~45 product starts). The
 * browser is closed and the template removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [template, browser] = await Promise.all([makeDataTemplate(), launchSharedBrowser(), ensureServerBuild()]);
  project.provide(DATA_TEMPLATE_KEY, template.dir);
  project.provide(SHARED_BROWSER_KEY, browser.wsEndpoint());
  return async () => {
    await browser.close();
    template.remove();
  };
}
