import { sql } from 'kysely';
import { DEFAULT_TIMEZONE } from '@usher/domain/constants/timezones';
import { deliveryWordsOf } from '@usher/domain/communications/delivery-words';
import type { MessageStatus } from '@usher/domain/communications/message-status';

// The guest table's columns that are read, not stored (spec section 2, guest
// table columns). Each is computed from read models when the page is read, so
// a renamed group, a changed parent email or a new day shows at once; they
// are the list's alone, like the host-group columns.

/** parent_user_email: the email of the guest who brings this one (plus-ones only). */
export const parentUserEmailColumn = sql<string | null>`(select p.email from rm_attendees p where p.id = a.parent_attendee_id)`;

/**
 * sponsor: the host group whose place the guest fills. A plus-one is
 * sponsored by the group of the guest who brings them. Null for the
 * organiser's own guests. (The host-group model has no company field: the
 * group's name is how organisers name a sponsor's table.)
 */
export const sponsorColumn = sql<string | null>`(
  select g.name from rm_host_groups g
  where g.id = coalesce(a.host_group_id, (select p.host_group_id from rm_attendees p where p.id = a.parent_attendee_id)))`;

/**
 * send_ticket: whether the guest's pass may be emailed to them. A group's
 * guests follow the group's "sending tickets" setting; the organiser's own
 * guests always may.
 */
export const sendTicketColumn = sql<boolean>`coalesce((select g.is_sending_tickets_enabled from rm_host_groups g where g.id = a.host_group_id), true)`;

/**
 * invitation_sent_countdown: the days the invitation has been out, counted in
 * calendar days of the event's time zone, plus one day of grace (spec section
 * 9, "Countdowns add one day of grace"): sent today reads 1, yesterday 2.
 * Null while no invitation was sent. `now` is the service clock's time.
 */
export function invitationCountdownColumn(now: Date) {
  const zone = sql`coalesce(ev.body->>'timezone', ${DEFAULT_TIMEZONE})`;
  return sql<number | null>`case when a.invitation_sent_at is null then null else (
    (${now.toISOString()}::timestamptz at time zone ${zone})::date - (a.invitation_sent_at at time zone ${zone})::date + 1)::int end`;
}

/** waitlist: where the guest stands on the event's waitlist (issue 32 §2), or null when not on it. */
export const waitlistColumn = sql<'waiting' | 'offered' | null>`(select w.status from rm_waitlist_entries w where w.attendee_id = a.id)`;

type InvitationDelivery = { status: string; code: string | null; detail: string | null } | null;

export function extraColumnsOf(row: {
  parent_user_email: string | null;
  sponsor: string | null;
  send_ticket: boolean | null;
  invitation_sent_countdown: number | null;
  invitation_delivery: InvitationDelivery;
  waitlist: 'waiting' | 'offered' | null;
}) {
  return {
    parent_user_email: row.parent_user_email,
    sponsor: row.sponsor,
    send_ticket: row.send_ticket ?? true,
    invitation_sent_countdown: row.invitation_sent_countdown,
    invitation_delivery: invitationDeliveryOf(row.invitation_delivery),
    waitlist: row.waitlist === 'waiting' ? ('waitlisted' as const) : row.waitlist,
  };
}

/** invitation_delivery: the latest invitation's status, and what happened in words ("Bounced: 550 5.1.1 …"). */
function invitationDeliveryOf(message: InvitationDelivery) {
  if (!message) return null;
  const status = message.status as MessageStatus;
  return { status, code: message.code, detail: message.detail, description: deliveryWordsOf({ status, code: message.code, detail: message.detail }) };
}

/**
 * floorplan_link: where the dashboard shows the guest's seat on the floor
 * plan (spec section 2), or null while they hold none. `appUrl`: the
 * product's address, as pass links are made.
 */
export function floorplanLinkOf(row: { event_uuid: string; seat_id: string | null }, appUrl: string): string | null {
  return row.seat_id ? `${appUrl}/events/${row.event_uuid}/floor-plan?seat=${row.seat_id}` : null;
}
