import { sql } from 'kysely';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { HttpError } from '@usher/infra/http/errors';
import type { ServiceContext } from '@usher/infra/context';
import { isLimited, recordHit } from '../rate-limit.ts';
import { issueResetLink } from './reset-links.ts';
import { RESET_REQUESTS_PER_EMAIL_PER_HOUR, RESET_REQUESTS_PER_IP_PER_HOUR, TOO_MANY_RESET_REQUESTS_MESSAGE } from './recovery-rules.ts';

const emailBucket = (email: string) => `forgot-password:email:${email}`;
const ipBucket = (ip: string | null) => `forgot-password:ip:${ip}`;

/**
 * The part of a forgot-password request that answers at once: the limits, counted the same
 * whether or not the address has an account, so neither the answer nor a 429 tells them apart.
 */
export async function admitResetRequest(context: ServiceContext, email: string, ip: string | null): Promise<void> {
  const [byEmail, byIp] = await Promise.all([
    isLimited(context.db, { bucket: emailBucket(email), max: RESET_REQUESTS_PER_EMAIL_PER_HOUR, windowSeconds: 3600 }),
    isLimited(context.db, { bucket: ipBucket(ip), max: RESET_REQUESTS_PER_IP_PER_HOUR, windowSeconds: 3600 }),
  ]);
  if (byEmail || byIp) throw new HttpError(429, TOO_MANY_RESET_REQUESTS_MESSAGE, 'too_many_attempts', { 'retry-after': '3600' });
  await recordHit(context.db, emailBucket(email), ipBucket(ip));
}

/**
 * The part that runs after the reply: looking the address up and mailing the link. Nothing
 * happens for an unknown address, and the caller learns nothing either way: the reply left first.
 */
export async function sendResetLinkIfAccountExists(context: ServiceContext, email: string, metadata: EventMetadata): Promise<void> {
  const account = await context.db
    .selectFrom('users')
    .select(['id', 'organisation_id', 'first_name', 'last_name', 'email'])
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst();
  if (!account) return;
  const actor = { type: 'user' as const, id: account.id, name: `${account.first_name} ${account.last_name}`.trim() };
  await issueResetLink(context, account, 'owner', { ...metadata, actor });
}
