// Where the end-to-end tests find Chromium: CHROMIUM_PATH, else Debian's
// package. Run directly (as `npm test` does first), it checks that Chromium
// is there and says exactly what to install when it is not, before any test runs.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The Chromium binary the tests launch. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !isExecutable(chromiumPath())) {
  const where = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH (${process.env.CHROMIUM_PATH}) is not an executable file` : `${DEBIAN_CHROMIUM} is missing`;
  console.error(
    [
      `The end-to-end tests drive Chromium, and ${where}.`,
      '',
      "Install Debian's package, then run the tests again:",
      '',
      '    sudo apt-get install -y chromium',
      '',
      'or point CHROMIUM_PATH at a Chromium binary. No test was run.',
    ].join('\n'),
  );
  process.exit(1);
}
