/**
 * A start-up failure a person can act on: what went wrong, and what to do
 * about it. `npm start` prints both instead of a stack trace.
 */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly remedy: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Why PostgreSQL refused to start, read from the FATAL lines it printed. */
export function explainPostgresFailure(output: string, clusterDir: string): StartupError {
  const fatal = output
    .split('\n')
    .filter((line) => /\b(FATAL|PANIC|ERROR)\b/.test(line))
    .map((line) => line.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, ''))
    .join('\n');
  const said = fatal || output.trim().split('\n').slice(-5).join('\n') || '(it printed nothing)';
  if (/could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(said)) {
    return new StartupError(
      `PostgreSQL could not listen on its port: ${said}`,
      'Another program took the port it was given; start again (a new port is chosen each start).',
    );
  }
  if (/Permission denied|has invalid permissions|wrong ownership|is not owned by/i.test(said)) {
    return new StartupError(
      `PostgreSQL may not use its data directory ${clusterDir}: ${said}`,
      'The directory must belong to the user PostgreSQL runs as (you, or the system user `postgres` when Usher runs as root), with no access for others. Fix its owner or mode, or choose another DATA_DIR.',
    );
  }
  if (/incompatible with server|initialized by PostgreSQL version/i.test(said)) {
    return new StartupError(
      `The data directory ${clusterDir} was made by another PostgreSQL version: ${said}`,
      'Upgrade it with pg_upgrade (or pg_dump and restore), or point DATA_DIR elsewhere.',
    );
  }
  if (/exists but is not empty/i.test(said)) {
    return new StartupError(`${clusterDir} holds files but no PostgreSQL data directory: ${said}`, 'Move those files away, or choose another DATA_DIR.');
  }
  if (/No space left on device/i.test(said)) {
    return new StartupError(`The disk holding ${clusterDir} is full: ${said}`, 'Free some space and start again.');
  }
  return new StartupError(`PostgreSQL did not start: ${said}`, `PostgreSQL's own words are above; its data directory is ${clusterDir}.`);
}

/**
 * A refusal that passes by itself, worth a retry: orphaned backends of a
 * killed server still holding its shared memory, or a port another program
 * took between our choosing it and the server binding it.
 */
export function isTransientStartFailure(output: string): boolean {
  return isOrphanedMemory(output) || isPortClash(output);
}

export function isOrphanedMemory(output: string): boolean {
  return /pre-existing shared memory block .* is still in use/i.test(output);
}

export function isPortClash(output: string): boolean {
  return /could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(output);
}
