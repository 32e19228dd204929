import { StartupError } from '../db/embedded/startup-error.ts';

interface Where {
  port: number;
  host: string;
  databaseUrl: string | null;
}

/**
 * What `npm start` prints when it cannot start: the cause and what to do,
 * never a bare `undefined` or a stack trace for a cause a person can fix.
 */
export function describeStartupFailure(error: unknown, where: Where): string {
  const { message, remedy } = explain(error, where);
  return `Usher could not start: ${message}${remedy ? `\nWhat to do: ${remedy}` : ''}`;
}

function explain(failure: unknown, where: Where): { message: string; remedy?: string } {
  if (failure instanceof StartupError) return { message: failure.message, remedy: failure.remedy };
  // A wrapped failure (a migration that could not connect) is explained by what it wraps.
  const error = withCode(failure) ?? failure;
  const code = (error as { code?: string } | null)?.code;
  const said = error instanceof Error ? error.message : String(error ?? 'no reason given');
  if (code === 'EADDRINUSE')
    return { message: `port ${where.port} is already in use by another program.`, remedy: 'Stop that program, or choose another port with PORT=….' };
  if (code === 'EACCES' && (error as { syscall?: string }).syscall === 'listen') {
    return { message: `this user may not listen on port ${where.port}.`, remedy: 'Choose a port above 1023 with PORT=…, or put a proxy in front.' };
  }
  if (code === 'EADDRNOTAVAIL')
    return { message: `HOST ${where.host} is not an address of this machine.`, remedy: 'Set HOST to one of its addresses, or leave it unset (0.0.0.0).' };
  if (where.databaseUrl && isConnectionFailure(code)) {
    return {
      message: `the PostgreSQL server that DATABASE_URL names (${hostOf(where.databaseUrl)}) refused or did not answer: ${said}`,
      remedy: 'Check that it runs and that DATABASE_URL is right (host, port, user, password, database).',
    };
  }
  return { message: failure instanceof Error && failure.stack ? failure.stack : String(failure ?? 'no reason given') };
}

function withCode(error: unknown, depth = 0): unknown {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  if (typeof (error as { code?: unknown }).code === 'string') return error;
  return withCode((error as { cause?: unknown }).cause, depth + 1);
}

function isConnectionFailure(code: string | undefined): boolean {
  return !!code && (['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', '28P01', '28000', '3D000'].includes(code) || code.startsWith('08'));
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}`;
  } catch {
    return 'an address that does not parse';
  }
}
