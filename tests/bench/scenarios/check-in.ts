import { runLoad, type LoadResult } from '../load.ts';

/**
 * Door scanners: `concurrency` clients on keep-alive connections, each
 * checking in the next guest not yet taken, until every guest is checked in
 * or `durationMs` has passed.
 */
export function runCheckIns(options: { origin: string; token: string; guestIds: string[]; concurrency: number; durationMs: number }): Promise<LoadResult> {
  const headers = { authorization: `Bearer ${options.token}` };
  return runLoad({
    origin: options.origin,
    concurrency: options.concurrency,
    durationMs: options.durationMs,
    next: (i) => (i < options.guestIds.length ? { method: 'POST', path: `/api/v2/events/attendees/${options.guestIds[i]}/check-in`, headers } : null),
  });
}
