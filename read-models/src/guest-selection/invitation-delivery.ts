import { sql, type SqlBool } from 'kysely';
import { COUNTED_AS_FAILED } from '@usher/domain/communications/message-status';

/**
 * What became of a guest's latest invitation, from its outbound message
 * (rm_outbound_messages, notification 'invitation'), as SQL on rm_attendees as
 * `a`: the guest list's column, its filters and the overview's count read it
 * alike. Along the messages' attendee index.
 */
const latestInvitation = (selected: string) =>
  sql.raw(`(select ${selected} from rm_outbound_messages m where m.attendee_id = a.id and m.notification = 'invitation' order by m.created_at desc limit 1)`);

/** The latest invitation's status, code and detail in one subquery; null while none was sent as a message. */
export const invitationDeliveryColumn = sql<{ status: string; code: string | null; detail: string | null } | null>`${latestInvitation(
  "json_build_object('status', m.status, 'code', m.code, 'detail', m.detail)",
)}`;

/** The invitation did not reach the guest: bounced, refused, or not written. */
export const invitationBouncedCondition = sql<SqlBool>`${latestInvitation('m.status')} in (${sql.join(COUNTED_AS_FAILED.map((status) => sql.lit(status)))})`;

/** The recipient's server deferred it: it is being tried again. */
export const invitationDeferredCondition = sql<SqlBool>`${latestInvitation('m.status')} = 'queued'`;

/**
 * How many of an event's guests the latest invitation did not reach (the overview's count): read from the
 * event's invitations, each guest's latest (migration 081's index), not guest by guest.
 */
export const invitationsBouncedOf = (eventUuid: string) => sql<{ n: number }>`
  select count(*)::int as n from (
    select distinct on (m.attendee_id) m.status
    from rm_outbound_messages m
    where m.event_uuid = ${eventUuid} and m.notification = 'invitation'
      and exists (select from rm_attendees a where a.id = m.attendee_id and a.event_uuid = ${eventUuid})
    order by m.attendee_id, m.created_at desc
  ) latest
  where latest.status in (${sql.join(COUNTED_AS_FAILED.map((status) => sql.lit(status)))})`;
