import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@usher/infra/http/errors';
import type { ServiceContext } from '@usher/infra/runtime/context';

// A pass page that is open polls every few seconds, and a whole venue can share one address
// (its Wi-Fi), so good tokens are never counted nor refused. Bad tokens are what someone
// guessing sends: past this many in a minute, that address's bad tokens answer 429.
const BAD_TOKENS = { max: 20, windowSeconds: 60 };

const bucketOf = (request: FastifyRequest) => `pass-bad-token:${request.ip}`;

/** 429 for a bad token when this address has sent too many lately (the shared rate_limit_hits table, so every instance agrees). */
export async function refuseGuessers(context: ServiceContext, request: FastifyRequest): Promise<void> {
  const result = await sql<{ hits: number }>`
    select count(*)::int as hits from rate_limit_hits
    where bucket = ${bucketOf(request)} and hit_at > now() - make_interval(secs => ${BAD_TOKENS.windowSeconds})`.execute(context.db);
  if ((result.rows[0]?.hits ?? 0) >= BAD_TOKENS.max) throw new HttpError(429, 'Too many requests. Please try again in a minute.', 'too_many_requests');
}

export async function recordBadToken(context: ServiceContext, request: FastifyRequest): Promise<void> {
  await context.db.insertInto('rate_limit_hits').values({ bucket: bucketOf(request) }).execute();
}
