import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ServiceContext } from '../context.ts';
import { isSecure } from './cookies.ts';
import { parseWalLocation } from '../db/replicas/wal-location.ts';

/**
 * Where the primary's WAL was just after this browser's last write, as
 * GitLab's database load balancing keeps it: the query API reads that
 * session's requests from a replica only once the replica has replayed that
 * far, else from the primary. Not a secret and not trusted: a forged value
 * only sends its sender's reads to the primary, or to a replica (what any
 * request without it gets).
 */
export const WRITTEN_WAL_COOKIE = 'usher_written_wal';
// Replicas are seconds behind at worst while in rotation: after a minute the mark says nothing any more.
const STICKY_SECONDS = 60;

// The spec's GET check-in and undo-check-in change state; every other GET only reads.
const WRITING_GET = /\/(check-in|undo-check-in)(\?|$)/;

function mayHaveWritten(request: FastifyRequest): boolean {
  if (request.method === 'HEAD') return false;
  return request.method !== 'GET' || WRITING_GET.test(request.url);
}

/** The command side: every successful answer to a request that may have written sets the mark. */
export function markWrittenWal(app: FastifyInstance, context: ServiceContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!mayHaveWritten(request) || reply.statusCode >= 400) return payload;
    try {
      const { rows } = await sql<{ location: string }>`select pg_current_wal_lsn()::text as location`.execute(context.db);
      const location = rows[0]?.location;
      if (location)
        reply.setCookie(WRITTEN_WAL_COOKIE, location, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: isSecure(reply, context.secureCookies),
          maxAge: STICKY_SECONDS,
        });
    } catch {
      // Without the mark the session's next reads may come from a replica a moment behind: an answer still goes out.
    }
    return payload;
  });
}

/** The query side: the WAL location the session's reads must see, if it wrote lately. */
export function writtenWalOf(request: FastifyRequest): bigint | null {
  return parseWalLocation(request.cookies[WRITTEN_WAL_COOKIE]);
}
