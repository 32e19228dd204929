import type { ServiceContext } from '@usher/infra/context';
import type { Actor, StoredEvent } from '@usher/infra/eventstore/types';
import { describeAuditEvent } from './describe-audit-event.ts';
import { seatPlacesFor } from './describe-seating-change.ts';
import { cursorOf } from './audit-log-filters.ts';
import { isUuid } from '@usher/domain/ids/uuid';

const GUEST_STREAM = 'attendee-';

export interface AuditLogRow {
  id: string;
  /** Where the change stands in the log, for `cursor`: `{transaction id}.{position}`. */
  position: string;
  occurred_at: string;
  type: string;
  summary: string;
  actor: Actor;
  attendee: { id: string; name: string | null } | null;
  /** The screen, route or link the change came from. */
  source: string | null;
  /** The browser tab (websocket) that sent it, when one did. */
  socket_id: string | null;
  stream_id: string;
  data: Record<string, unknown>;
}

/** The guest a change is about: the one whose stream it is on, or the one an alert names. */
function attendeeIdOf(event: StoredEvent): string | null {
  // 'attendee-tags-{event}' and 'attendee-tabs-{event}' share the prefix; only a guest's own stream ends in an id.
  const rest = event.streamId.startsWith(GUEST_STREAM) ? event.streamId.slice(GUEST_STREAM.length) : null;
  if (rest !== null && isUuid(rest)) return rest;
  const named = event.type === 'GuestAlertTriggered' ? event.data.attendee_id : undefined;
  return typeof named === 'string' ? named : null;
}

/**
 * Names for a page of changes, in two lookups: users as they are called now
 * (an account renamed since still reads as the person), guests by their
 * current name or, once removed from the list, the last name the activity
 * feed knew them by.
 */
async function namesFor(context: ServiceContext, organisationId: string, events: StoredEvent[]) {
  const userIds = [...new Set(events.filter((e) => e.metadata.actor?.type === 'user' && e.metadata.actor.id).map((e) => e.metadata.actor.id!))];
  const guestIds = [...new Set(events.map(attendeeIdOf).filter((id): id is string => id !== null))];
  const none = Promise.resolve([]);
  const [users, current, remembered] = await Promise.all([
    userIds.length === 0
      ? none
      : context.db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', userIds)
          .where('organisation_id', '=', organisationId)
          .execute(),
    guestIds.length === 0 ? none : context.db.selectFrom('rm_attendees').select(['id', 'full_name']).where('id', 'in', guestIds).execute(),
    guestIds.length === 0
      ? none
      : context.db.selectFrom('rm_activity_attendee_names').select(['attendee_id', 'first_name', 'last_name']).where('attendee_id', 'in', guestIds).execute(),
  ]);
  const userNames = new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
  const guestNames = new Map<string, string>();
  for (const guest of remembered) guestNames.set(guest.attendee_id, `${guest.first_name} ${guest.last_name}`.trim());
  for (const guest of current) if (guest.full_name.trim()) guestNames.set(guest.id, guest.full_name.trim());
  return { userNames, guestNames };
}

/** A page of the log as the audit screen and its exports show it. */
export async function auditLogRows(context: ServiceContext, organisationId: string, events: StoredEvent[]): Promise<AuditLogRow[]> {
  const [{ userNames, guestNames }, seats] = await Promise.all([namesFor(context, organisationId, events), seatPlacesFor(context, events)]);
  return events.map((event) => {
    const recorded = event.metadata.actor ?? { type: 'system', id: null, name: null };
    const actorName = (recorded.type === 'user' && recorded.id && userNames.get(recorded.id)) || recorded.name;
    const attendeeId = attendeeIdOf(event);
    return {
      id: event.eventId,
      position: cursorOf(event),
      occurred_at: new Date(event.recordedAt).toISOString(),
      type: event.type,
      summary: describeAuditEvent(event.type, event.data, seats),
      actor: { type: recorded.type, id: recorded.id, name: actorName ?? null, ...(recorded.impersonator && { impersonator: recorded.impersonator }) },
      attendee: attendeeId ? { id: attendeeId, name: guestNames.get(attendeeId) ?? null } : null,
      source: event.metadata.source ?? null,
      socket_id: event.metadata.socket_id ?? null,
      stream_id: event.streamId,
      data: event.data,
    };
  });
}
