import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { streamIds } from '@usher/events';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { fold } from '@usher/domain/deciders/decider';
import { seatAssignmentDecider } from '@usher/domain/deciders/seat-assignment-decider';
import { tableOwnerDecider } from '@usher/domain/deciders/table-owner-decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { tableOwnerLinkFor, tableOwnerOfToken } from '@usher/infra/http/table-owner-links';
import type { ServiceContext } from '@usher/infra/context';
import { attendeeIdsEverInHostGroups, plusOneIdsEverAdded } from '@usher/infra/eventstore/log-lookups';
import type { SeatingPlanState } from '@usher/domain/deciders/seating-plan-decider';
import { loadEvent } from '../access/event-access.ts';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { SeatingBatch } from '@usher/domain/seating/seat-assignment-plans';
import { guestStates, planHolding } from '../seating/seating-loading.ts';
import { ownerLimitCheck } from './owner-limit.ts';

export const tableOwnerLinkNotFound = () => new DomainError('not_found', 'table_owner_link_not_found', 'This table owner link is not valid.');

/** The table of the event the path names, from the plan's stream; another event's table, or none, is 404. */
async function tableOfEvent(context: ServiceContext, eventUuid: string, tableId: string) {
  const table = isUuid(tableId) ? (await planHolding(context, eventUuid, 'tables', tableId)).tables.get(tableId) : undefined;
  if (!table) throw DomainError.notFound('table');
  return table;
}

// Who the owner is, whether they are a guest of the event and which guests are
// theirs are read from the guests' own streams (and the log, for who joined
// the owner's group or came with them), never from the guest list, which may
// not show a guest added a moment ago yet (issue 29, section 2).

/** A live guest of the event, folded from their stream with their name; null for anyone else. */
async function guestOfEvent(context: ServiceContext, eventUuid: string, attendeeId: string) {
  if (!isUuid(attendeeId)) return null;
  const guest = (await guestStates(context, [attendeeId], true)).get(attendeeId);
  return guest && guest.exists && !guest.removed && guest.event_uuid === eventUuid ? guest : null;
}

const fullNameOf = (guest: { first_name: string; last_name: string } | null) => (guest ? `${guest.first_name} ${guest.last_name}`.trim() : '');

async function ownerReply(
  context: ServiceContext,
  eventUuid: string,
  tableId: string,
  owner: { attendee_id: string | null; may_seat_guests: boolean; limit: number },
) {
  if (!owner.attendee_id) return null;
  const guest = (await guestStates(context, [owner.attendee_id], true)).get(owner.attendee_id);
  return {
    table_id: tableId,
    attendee_id: owner.attendee_id,
    full_name: guest?.exists ? fullNameOf(guest) : '',
    may_seat_guests: owner.may_seat_guests,
    limit: owner.limit,
    link: await tableOwnerLinkFor(context.db, eventUuid, tableId, owner.attendee_id),
  };
}

/** The organiser gives a table an owner (a guest of the event), or takes the owner away. */
export async function setTableOwner(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  tableId: string,
  body: { attendee_id: string | null; may_seat_guests: boolean; limit: number },
  metadata: EventMetadata,
) {
  await tableOfEvent(context, eventUuid, tableId);
  if (body.attendee_id !== null) {
    if (!(await guestOfEvent(context, eventUuid, body.attendee_id)))
      throw DomainError.validation({ attendee_id: ['The owner must be a guest of this event.'] });
  }
  const streamId = streamIds.tableOwner(tableId);
  const result = await execute(
    context.store,
    tableOwnerDecider,
    [{ streamId, command: { type: 'SetTableOwner', event_uuid: eventUuid, table_id: tableId, ...body } }],
    metadata,
  );
  return { data: await ownerReply(context, eventUuid, tableId, result.states.get(streamId)!), position: result.position };
}

/** The table's owner as the organiser's dialog shows it, with the owner's link. */
export async function tableOwnerOf(context: ServiceContext, user: AuthUser, eventUuid: string, tableId: string) {
  await tableOfEvent(context, eventUuid, tableId);
  const owner = fold(tableOwnerDecider, (await context.store.readStream(streamIds.tableOwner(tableId))).map(toDomainEvent));
  return { data: await ownerReply(context, eventUuid, tableId, owner) };
}

export interface OwnerGrant {
  eventUuid: string;
  tableId: string;
  ownerId: string;
  ownerName: string;
  organisationId: string | null;
  may_seat_guests: boolean;
  limit: number;
}

/** The grant a token gives: its table's current owner must be the guest it names, on the event the path names. */
export async function ownerGrantOf(context: ServiceContext, eventUuid: string, token: string): Promise<OwnerGrant> {
  let owner = tableOwnerDecider.initialState();
  const named = await tableOwnerOfToken(context.db, token, async (tableId) => {
    owner = fold(tableOwnerDecider, (await context.store.readStream(streamIds.tableOwner(tableId))).map(toDomainEvent));
    return owner.event_uuid === eventUuid ? owner.attendee_id : null;
  });
  if (!named) throw tableOwnerLinkNotFound();
  const [guest, event] = await Promise.all([guestOfEvent(context, eventUuid, named.ownerId), loadEvent(context, eventUuid)]);
  if (!guest || !event.exists) throw tableOwnerLinkNotFound();
  return {
    eventUuid,
    tableId: named.tableId,
    ownerId: named.ownerId,
    ownerName: fullNameOf(guest),
    organisationId: event.organisation_id,
    may_seat_guests: owner.may_seat_guests,
    limit: owner.limit,
  };
}

/** Changes through the link are the owner's own, and say so in the log. */
function ownerMetadata(request: FastifyRequest, grant: OwnerGrant): EventMetadata {
  return {
    actor: { type: 'guest_link', id: grant.ownerId, name: grant.ownerName || null },
    event_uuid: grant.eventUuid,
    organisation_id: grant.organisationId,
    correlation_id: request.id ?? randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'table owner link',
  };
}

/**
 * The owner's own guests, with the seat each holds: themselves, their
 * plus-ones, and their host group's guests. Only these may the owner seat,
 * and they count against the limit. The log names who ever came with the
 * owner or joined their group; each one's stream says who still does.
 */
export async function ownGuestsOf(context: ServiceContext, grant: Pick<OwnerGrant, 'eventUuid' | 'ownerId'>): Promise<Map<string, { seat_id: string | null }>> {
  const owner = await guestOfEvent(context, grant.eventUuid, grant.ownerId);
  if (!owner) return new Map();
  const groupId = owner.host_group_id;
  const [plusOnes, groupGuests] = await Promise.all([
    plusOneIdsEverAdded(context.db, grant.eventUuid, [grant.ownerId]),
    groupId ? attendeeIdsEverInHostGroups(context.db, grant.eventUuid, [groupId]) : [],
  ]);
  const states = await guestStates(context, [...plusOnes, ...groupGuests]);
  const own = new Map([[grant.ownerId, { seat_id: owner.seat_id ?? null }]]);
  for (const [id, guest] of states) {
    if (!guest.exists || guest.removed || guest.event_uuid !== grant.eventUuid) continue;
    if (guest.parent_attendee_id === grant.ownerId || (groupId && guest.host_group_id === groupId)) own.set(id, { seat_id: guest.seat_id ?? null });
  }
  return own;
}

/** The table of a seat of the event's plan, or null (no seat, or one the plan no longer has). */
async function tableOfSeat(context: ServiceContext, eventUuid: string, seatId: string | null, plan?: SeatingPlanState): Promise<string | null> {
  if (!seatId) return null;
  const holding = plan?.seats.has(seatId) ? plan : await planHolding(context, eventUuid, 'seats', seatId);
  return holding.seats.get(seatId)?.table_id ?? null;
}

const refuse = (code: string, message: string) => new DomainError('conflict', code, message);

/**
 * The owner seats one of their own guests at a free seat of their table,
 * through the same seat-assignment decision as the organiser's: the guest's
 * stream and the seat's in one append, so a seat taken meanwhile is 409.
 */
export async function ownerSeatGuest(context: ServiceContext, request: FastifyRequest, grant: OwnerGrant, attendeeId: string, seatId: string) {
  if (!grant.may_seat_guests) throw new DomainError('forbidden', 'owner_may_not_seat', 'The organiser has not let you seat guests at this table.');
  const own = await ownGuestsOf(context, grant);
  const guest = own.get(attendeeId);
  if (!guest) throw DomainError.notFound('attendee');
  // The seat as the event's plan has it now: a seat of another table, or of another event's plan, is 404.
  const plan = isUuid(seatId) ? await planHolding(context, grant.eventUuid, 'seats', seatId) : undefined;
  const seat = plan?.seats.get(seatId);
  if (!plan || !seat || seat.table_id !== grant.tableId) throw DomainError.notFound('seat');
  if (seat.disabled) throw refuse('seat_disabled', 'This seat is not available.');
  if (guest.seat_id === seat.id) return { data: { attendee_id: attendeeId, seat_id: seat.id }, position: null };
  if (guest.seat_id && (await tableOfSeat(context, grant.eventUuid, guest.seat_id, plan)) !== grant.tableId)
    throw refuse('seated_elsewhere', 'The organiser has seated this guest at another table.');
  const claim = await ownerLimitCheck(context, plan, grant, new Set(own.keys()), attendeeId);
  const commands = new SeatingBatch(grant.eventUuid).seat(attendeeId, { id: seat.id, table_id: grant.tableId }, guest.seat_id).commands();
  const result = await execute(context.store, seatAssignmentDecider, commands, ownerMetadata(request, grant), { claim });
  return { data: { attendee_id: attendeeId, seat_id: seat.id }, position: result.position };
}

/** The owner takes one of their guests out of a seat of their table. */
export async function ownerUnseatGuest(context: ServiceContext, request: FastifyRequest, grant: OwnerGrant, attendeeId: string) {
  if (!grant.may_seat_guests) throw new DomainError('forbidden', 'owner_may_not_seat', 'The organiser has not let you seat guests at this table.');
  const guest = (await ownGuestsOf(context, grant)).get(attendeeId);
  if (!guest) throw DomainError.notFound('attendee');
  if (!guest.seat_id || (await tableOfSeat(context, grant.eventUuid, guest.seat_id)) !== grant.tableId)
    return { data: { attendee_id: attendeeId, seat_id: null }, position: null };
  const commands = new SeatingBatch(grant.eventUuid).unseat(attendeeId, guest.seat_id).commands();
  const result = await execute(context.store, seatAssignmentDecider, commands, ownerMetadata(request, grant));
  return { data: { attendee_id: attendeeId, seat_id: null }, position: result.position };
}
