import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from './chromium-path.mjs';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(options: { extraArgs?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    // extraArgs: e.g. a fake camera for the door scanner (--use-file-for-fake-video-capture=…).
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync', ...(options.extraArgs ?? [])],
  });
}
