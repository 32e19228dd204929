import os from 'node:os';

/**
 * Lowers the CPU priority of the calling thread only. Linux keeps a nice
 * value per thread (setpriority(2), "Bugs"): called from the projections
 * thread, it leaves the main thread, which answers requests, at its own.
 * Elsewhere the same call would lower the whole process, so it is not made.
 * Answers whether the priority was lowered.
 */
export function lowerThreadPriority(nice: number): boolean {
  if (nice <= 0 || process.platform !== 'linux') return false;
  try {
    os.setPriority(0, Math.min(19, Math.round(nice)));
    return true;
  } catch {
    return false;
  }
}

/** The calling thread's nice value as Linux reports it (the 19th field of /proc/thread-self/stat), else null. */
export function ownThreadNice(readStat: () => string): number | null {
  const stat = readStat();
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const nice = Number(fields[16]);
  return Number.isInteger(nice) ? nice : null;
}
