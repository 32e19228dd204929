import { SERVER_ENTRY } from '../../../infra/bin/ensure-server-build.mjs';

/**
 * The command `npm start` ends in: Node on the built server (infra/dist), with
 * stack traces mapped to the sources. The E2E global setup builds it first
 * when the sources changed (support/global-setup.ts).
 */
export const PRODUCT_COMMAND: readonly [string, string[]] = [process.execPath, ['--enable-source-maps', SERVER_ENTRY]];
