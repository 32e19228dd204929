import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import type { ServiceContext } from '../context.ts';

// A public link's page (a pass, an RSVP) is opened again and again, and a whole venue can share
// one address (its Wi-Fi), so good tokens are never counted nor refused. Bad tokens are what
// someone guessing sends: past this many in a minute, that address's bad tokens answer 429.
const BAD_TOKENS = { max: 20, windowSeconds: 60 };

/**
 * Runs a public link's handler; when it answers that the token is not valid
 * (`notFoundCode`), counts that against the address, and past the limit
 * answers 429 instead. Kept in the shared rate_limit_hits table, so every
 * instance agrees.
 */
export async function countingBadTokens<T>(
  context: ServiceContext,
  request: FastifyRequest,
  kind: string,
  notFoundCode: string,
  handle: () => Promise<T>,
): Promise<T> {
  try {
    return await handle();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === notFoundCode) {
      const bucket = `${kind}-bad-token:${request.ip}`;
      const result = await sql<{ hits: number }>`
        select count(*)::int as hits from rate_limit_hits
        where bucket = ${bucket} and hit_at > now() - make_interval(secs => ${BAD_TOKENS.windowSeconds})`.execute(context.db);
      if ((result.rows[0]?.hits ?? 0) >= BAD_TOKENS.max) throw new HttpError(429, 'Too many requests. Please try again in a minute.', 'too_many_requests');
      await context.db.insertInto('rate_limit_hits').values({ bucket }).execute();
    }
    throw error;
  }
}
