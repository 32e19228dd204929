import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './chromium-path.mjs';

/** The key under which the E2E global setup hands the shared browser's address to the test files. */
export const SHARED_BROWSER_KEY = 'e2eSharedBrowser';

declare module 'vitest' {
  export interface ProvidedContext {
    [SHARED_BROWSER_KEY]: string;
  }
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** One Chromium for the whole run (support/global-setup.ts): each file's contexts are its own, the process is shared. */
export function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), args: ARGS });
}

/**
 * A browser for a test file. Without extra flags it is the run's shared
 * Chromium (a launch costs a second or two of CPU, some forty times over);
 * closing it only disconnects this file. A file that needs flags of its own
 * (a fake camera for the door scanner) gets a Chromium of its own, and so
 * does a caller outside a vitest run (`npm run bench`), where nothing shares one.
 */
export function launchBrowser(options: { extraArgs?: string[] } = {}): Promise<Browser> {
  if (options.extraArgs?.length || !process.env.VITEST)
    return chromium.launch({ executablePath: chromiumPath(), args: [...ARGS, ...(options.extraArgs ?? [])] });
  return chromium.connect(inject(SHARED_BROWSER_KEY));
}
