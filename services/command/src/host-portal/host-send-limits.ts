import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@usher/infra/http/errors';
import type { ServiceContext } from '@usher/infra/context';
import { GroupCommands } from '../host-groups/group-commands.ts';
import { hostMetadata, type HostGrant } from './host-access.ts';

// Emails a host sends from the portal (invitations, passes) go to addresses the host may type
// in themselves, so the portal is a way to mail anyone in the organiser's name. Each send takes
// a slot from three windows: the guest's, the group's and the recipient address's. The numbers
// leave a host room to invite and resend by hand, not to flood anyone.
const HOUR = 3600;
export const HOST_SEND_LIMITS = {
  /** Emails to one guest of the group (whatever address they have by then). */
  guest: { max: 3, windowSeconds: HOUR },
  /** Emails from all of the group's hosts together. */
  group: { max: 40, windowSeconds: HOUR },
  /** Emails to one address, from any group of any event. */
  address: { max: 3, windowSeconds: HOUR },
} as const;
type LimitName = keyof typeof HOST_SEND_LIMITS;

export const HOST_SEND_LIMITED_MESSAGE =
  'Too many emails have been sent from this host portal in a short time. Please try again later; the organiser has been told.';

// The address is kept only as a hash in the counter's bucket name.
const addressKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * Takes a slot for one email from the guest's, the group's and the address's windows, or refuses
 * with 429 when any is full. Counted and recorded in one transaction under a lock on each bucket,
 * so parallel sends cannot all pass a count they each read before the others wrote.
 */
async function takeSlot(context: ServiceContext, buckets: Record<LimitName, string>): Promise<LimitName | null> {
  return context.db.transaction().execute(async (trx) => {
    // Locks in one order (no deadlock between two sends); counts from the narrowest limit, which is the one to report.
    const names = (Object.keys(buckets) as LimitName[]).sort();
    for (const name of names) await sql`select pg_advisory_xact_lock(hashtextextended(${buckets[name]}, 0))`.execute(trx);
    for (const name of ['guest', 'address', 'group'] as const) {
      const { windowSeconds, max } = HOST_SEND_LIMITS[name];
      const { rows } = await sql<{ hits: number }>`
        select count(*)::int as hits from rate_limit_hits
        where bucket = ${buckets[name]} and hit_at > now() - make_interval(secs => ${windowSeconds})`.execute(trx);
      if ((rows[0]?.hits ?? 0) >= max) return name;
    }
    await trx
      .insertInto('rate_limit_hits')
      .values(names.map((name) => ({ bucket: buckets[name] })))
      .execute();
    return null;
  });
}

/** Tells the organiser, once per group per window: a domain event that the event's activity feed shows. */
async function tellOrganiser(
  context: ServiceContext,
  request: FastifyRequest,
  grant: HostGrant,
  guestId: string,
  kind: 'invitation' | 'pass',
  limit: LimitName,
) {
  const notice = `host-send-notice:${grant.groupId}`;
  const first = await takeNotice(context, notice, HOST_SEND_LIMITS[limit].windowSeconds);
  if (!first) return;
  const { max, windowSeconds } = HOST_SEND_LIMITS[limit];
  await new GroupCommands()
    .onGroup(grant.groupId, { type: 'RecordSendsLimited', attendee_id: guestId, kind, limit, max, window_seconds: windowSeconds })
    .run(context, hostMetadata(request, grant));
}

async function takeNotice(context: ServiceContext, bucket: string, windowSeconds: number): Promise<boolean> {
  return context.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`.execute(trx);
    const { rows } = await sql<{ hits: number }>`
      select count(*)::int as hits from rate_limit_hits where bucket = ${bucket} and hit_at > now() - make_interval(secs => ${windowSeconds})`.execute(trx);
    if ((rows[0]?.hits ?? 0) > 0) return false;
    await trx.insertInto('rate_limit_hits').values({ bucket }).execute();
    return true;
  });
}

/**
 * Before a GO host's email to a guest: a slot in each window, else 429 and the organiser is told.
 * A link (no account) is what anyone holding it can use; a PRO host signs in with a proved address.
 */
export async function requireHostSendSlot(
  context: ServiceContext,
  request: FastifyRequest,
  grant: HostGrant,
  guestId: string,
  email: string,
  kind: 'invitation' | 'pass',
): Promise<void> {
  if (grant.principal.credential !== 'link') return;
  const full = await takeSlot(context, {
    guest: `host-send:guest:${guestId}`,
    group: `host-send:group:${grant.groupId}`,
    address: `host-send:address:${addressKey(email)}`,
  });
  if (!full) return;
  await tellOrganiser(context, request, grant, guestId, kind, full);
  throw new HttpError(429, HOST_SEND_LIMITED_MESSAGE, 'host_send_limited', { 'retry-after': String(HOST_SEND_LIMITS[full].windowSeconds) });
}
