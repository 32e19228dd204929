import { removeSignalHandlersAddedByLibraries } from './signal-baseline.ts';

// A signal often arrives twice (npm and tsx both relay it to the process
// group); only a repeat after this long means "stop now".
const FORCE_AFTER_MS = 3000;
const GIVE_UP_AFTER_MS = 20_000;

/** Runs the clean-up once on SIGINT/SIGTERM, then exits. */
export function onShutdown(cleanUp: () => Promise<void>): void {
  let stoppingSince = 0;
  const stop = (signal: string) => {
    if (stoppingSince) {
      if (Date.now() - stoppingSince > FORCE_AFTER_MS) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    console.log(`${signal} received, shutting down…`);
    setTimeout(() => process.exit(1), GIVE_UP_AFTER_MS).unref();
    cleanUp()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error(error);
        process.exit(1);
      });
  };
  // Our orderly shutdown (HTTP, projections, pool, then PostgreSQL) alone decides.
  removeSignalHandlersAddedByLibraries();
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
