import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeCommand, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { validateAttendeeContact, type AttendeeContact } from '@usher/domain/deciders/attendee-rules';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { guestReplies, present, type GuestReply } from './guest-reply.ts';
import type { FieldErrors } from '@usher/domain/validation/errors';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { DuplicateIdempotencyKeyError, type EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { foregroundWork } from '@usher/infra/foreground-work';
import { execute, toDomainEvent, type ExecuteResult } from '../handling/execute.ts';
import { isUuid } from '@usher/domain/ids/uuid';
import { guestFormErrors } from '@usher/domain/deciders/attendee-guest-fields';
import { guestFormOfEvent } from '../fields/guest-form.ts';
import { newGuestId } from './new-guest-id.ts';
import { decisionSnapshotsOf } from '../handling/decision-snapshots.ts';
import { plusOneIdsEverAdded, streamsHoldingType } from '@usher/infra/eventstore/log-lookups';
import { removeSeatedGuests, removingSeatedGuests } from '../seating/guest-removal.ts';
import { unseatIfDeclined } from '../seating/unseat-declined.ts';
import { declineFreeingSeats, guestsChangedBy } from '../seating/decline-frees-seats.ts';

/** Guests' streams as bulk commands fold them, without personal fields. */
// A removed guest's stream is not folded by a bulk command again: its state is not worth a snapshot.
export const attendeeSnapshots = (context: ServiceContext) => decisionSnapshotsOf(context.db, 'attendee', attendeeDecider, (state) => !state.removed);

export { present };

function presentAll(context: ServiceContext, ids: string[], result: ExecuteResult<AttendeeState>) {
  return guestReplies(
    context,
    ids.map((id) => ({ id, state: result.states.get(streamIds.attendee(id))!, times: result.timestamps.get(streamIds.attendee(id)) })),
  );
}

async function presentOne(context: ServiceContext, id: string, result: ExecuteResult<AttendeeState>) {
  const streamId = streamIds.attendee(id);
  return (await guestReplies(context, [{ id, state: result.states.get(streamId)!, times: result.timestamps.get(streamId) }]))[0]!;
}

/**
 * Every guest must exist, be live (and belong to `eventUuid` when the route
 * names one); anything else answers 404 like a guest that never existed. Who
 * may change them the route declares: its event, or each guest's (guest-event.ts).
 */
export function guestsOf(eventUuid?: string) {
  return async (states: Map<string, AttendeeState>) => {
    for (const state of states.values()) {
      if (!state.exists || state.removed || (eventUuid && state.event_uuid !== eventUuid)) throw DomainError.notFound('attendee');
    }
  };
}

export function requireIds(ids: string[]): void {
  if (ids.length === 0) throw DomainError.validation({ attendees: ['Attendees is required.'] });
  if (ids.some((id) => !isUuid(id))) throw DomainError.notFound('attendee');
}

export async function addAttendees(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  members: (AttendeeContact & { parent_attendee_id?: string | null; custom_fields?: Record<string, unknown> })[],
  metadata: EventMetadata,
) {
  if (members.length === 0) throw DomainError.validation({ members: ['Members is required.'] });
  const errors: FieldErrors = {};
  const form = await guestFormOfEvent(context, eventUuid);
  members.forEach((member, index) => Object.assign(errors, validateAttendeeContact(member, { partial: false, prefix: `members.${index}.` })));
  members.forEach((member, index) =>
    Object.assign(errors, guestFormErrors({ ...member }, member.custom_fields, form, { partial: false, prefix: `members.${index}.` })),
  );
  await checkParents(context, eventUuid, members, errors);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const ids = members.map(() => newGuestId(context.ids));
  const commands = members.map((member, index) => ({
    streamId: streamIds.attendee(ids[index]!),
    command: {
      type: 'AddAttendee',
      attendee_id: ids[index]!,
      event_uuid: eventUuid,
      contact: member,
      parent_attendee_id: member.parent_attendee_id ?? null,
      form,
      custom_fields: member.custom_fields,
    } as AttendeeCommand,
  }));
  const result = await execute(context.store, attendeeDecider, commands, metadata, { newStreams: new Set(commands.map((c) => c.streamId)) });
  return { data: await presentAll(context, ids, result), position: result.position };
}

/** A plus-one's parent must be a live guest of the same event, and not a plus-one itself. */
async function checkParents(context: ServiceContext, eventUuid: string, members: { parent_attendee_id?: string | null }[], errors: FieldErrors) {
  const parentIds = [...new Set(members.map((m) => m.parent_attendee_id).filter((id): id is string => !!id))];
  if (parentIds.length === 0) return;
  const valid = parentIds.filter(isUuid);
  const histories = await context.store.readStreams(valid.map(streamIds.attendee));
  const parents = new Map(valid.map((id) => [id, fold(attendeeDecider, (histories.get(streamIds.attendee(id)) ?? []).map(toDomainEvent))]));
  members.forEach((member, index) => {
    if (!member.parent_attendee_id) return;
    const parent = parents.get(member.parent_attendee_id);
    if (!parent || !parent.exists || parent.removed || parent.event_uuid !== eventUuid) {
      errors[`members.${index}.parent_attendee_id`] = ['The selected guest could not be found in this event.'];
    } else if (parent.parent_attendee_id) {
      errors[`members.${index}.parent_attendee_id`] = ['A plus-one can not bring a plus-one.'];
    }
  });
}

/** One command on one guest, for the routes addressed by guest id. */
export async function changeAttendee(context: ServiceContext, user: AuthUser, id: string, command: AttendeeCommand, metadata: EventMetadata) {
  if (!isUuid(id)) throw DomainError.notFound('attendee');
  const streamId = streamIds.attendee(id);
  const result = await execute(context.store, attendeeDecider, [{ streamId, command }], metadata, { authorize: guestsOf() });
  const state = result.states.get(streamId)!;
  // A No frees the guest's seat, in a decision of its own right after the answer.
  const unseated = command.type === 'SetRsvp' ? await unseatIfDeclined(context, state.event_uuid!, id, state, metadata) : null;
  if (unseated) return { data: (await guestReplies(context, [{ id, state: unseated.state }]))[0]!, position: unseated.position };
  return { data: await presentOne(context, id, result), position: result.position };
}

/**
 * Check-in and undo, which door scanners retry: the same Idempotency-Key
 * answers the first result again and appends nothing.
 */
export async function changeAttendeeOnce(
  context: ServiceContext,
  user: AuthUser,
  id: string,
  command: AttendeeCommand,
  metadata: EventMetadata,
  idempotencyKey: string | null,
) {
  if (!idempotencyKey) return changeAttendee(context, user, id, command, metadata);
  const actorKey = `user:${user.id}`;
  const earlier = await context.store.findIdempotent(actorKey, idempotencyKey);
  if (earlier) return earlier.response as Awaited<ReturnType<typeof changeAttendee>>;
  if (!isUuid(id)) throw DomainError.notFound('attendee');
  const streamId = streamIds.attendee(id);
  // The reply stored with the key, made once: the answer is the same but for the times the append gives.
  let reply: GuestReply | undefined;
  try {
    const result = await execute(context.store, attendeeDecider, [{ streamId, command }], metadata, {
      authorize: guestsOf(),
      idempotency: async (states) => {
        reply = (await guestReplies(context, [{ id, state: states.get(streamId)! }]))[0]!;
        return { actorKey, key: idempotencyKey, status: 200, response: { data: reply, position: null } };
      },
    });
    // Nothing appended (the guest was in already): no reply was made for a record.
    if (!reply || result.appended.length === 0) return { data: await presentOne(context, id, result), position: result.position };
    const { created_at, updated_at } = present(id, result.states.get(streamId)!, result.timestamps.get(streamId));
    return { data: { ...reply, created_at, updated_at }, position: result.position };
  } catch (error) {
    if (!(error instanceof DuplicateIdempotencyKeyError)) throw error;
    const first = await context.store.findIdempotent(actorKey, idempotencyKey);
    return first!.response as Awaited<ReturnType<typeof changeAttendee>>;
  }
}

/** The same command on many guests of one event, appended in one transaction. */
export async function changeAttendees(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  ids: string[],
  command: AttendeeCommand,
  metadata: EventMetadata,
) {
  const unique = [...new Set(ids)];
  requireIds(unique);
  // A No frees the seats of the seated among them in the same decision (seating/decline-frees-seats.ts).
  if (command.type === 'SetRsvp' && command.is_attending === false) {
    const declined = await declineFreeingSeats(context, eventUuid, unique, command.at, metadata, guestsOf(eventUuid));
    if (declined) return { data: { updated: guestsChangedBy(declined), attendees: unique }, position: declined.position };
  }
  const commands = unique.map((id) => ({ streamId: streamIds.attendee(id), command }));
  const declining = command.type === 'SetRsvp' && command.is_attending === false;
  // The streams that held a seat as the decision read them: the only ones a No may still have to unseat below.
  const seatedWhenDecided = new Set<string>();
  const authorize = guestsOf(eventUuid);
  // No bulk command reads a guest's personal fields (RSVP, approval, removal, tags, ticket variation, check-in alert), nor does this reply.
  const result = await execute(context.store, attendeeDecider, commands, metadata, {
    authorize: declining
      ? async (states) => {
          await authorize(states);
          for (const [streamId, state] of states) if (state.seat_id) seatedWhenDecided.add(streamId);
        }
      : authorize,
    personalData: false,
    inPartsOn: context.db,
    snapshots: attendeeSnapshots(context),
  });
  const late = seatedWhenDecided.size > 0 ? await unseatLateSeated(context, eventUuid, seatedWhenDecided, metadata) : null;
  return { data: { updated: result.appended.length, attendees: unique }, position: late ?? result.position };
}

/**
 * A guest the guest list did not show seated yet (it lags a seating by a
 * moment) but whose stream was: their No still frees the seat, in a decision
 * right after (as the single RSVP does). Only the streams seated when the No
 * was decided are read again, rather than evolving the states of every guest
 * the No answered (50,000 in a bulk No, nearly all unseated). The last
 * position, or null.
 */
async function unseatLateSeated(context: ServiceContext, eventUuid: string, streams: Set<string>, metadata: EventMetadata): Promise<string | null> {
  let position: string | null = null;
  for (const streamId of streams) {
    const state = fold(attendeeDecider, (await context.store.readStream(streamId)).map(toDomainEvent));
    if (!state.seat_id || state.is_attending !== false) continue;
    position = (await unseatIfDeclined(context, eventUuid, state.attendee_id!, state, metadata))?.position ?? position;
  }
  return position;
}

/**
 * Deleting a guest deletes their plus-ones with them. The whole command is
 * foreground work, its reads of the plus-ones and the seats included: mail
 * going out meanwhile waits for it (foreground-work.ts).
 */
export async function removeAttendees(context: ServiceContext, user: AuthUser, eventUuid: string, ids: string[], metadata: EventMetadata) {
  requireIds(ids);
  return foregroundWork.during(async () => {
    const all = [...new Set([...ids, ...(await livePlusOnesOf(context, eventUuid, ids))])];
    // Seated guests give up their seats in the same decision (seating/guest-removal.ts).
    return removingSeatedGuests(context, all, async (seats) => {
      if (seats.size === 0) return changeAttendees(context, user, eventUuid, all, { type: 'RemoveAttendee' }, metadata);
      const result = await removeSeatedGuests(context, eventUuid, all, seats, metadata, guestsOf(eventUuid));
      return { data: { updated: result.appended.filter((event) => event.type === 'AttendeeRemoved').length, attendees: all }, position: result.position };
    });
  });
}

/**
 * The plus-ones of these guests still in the event, found in the log rather
 * than the guest list, which may not show a plus-one added a moment ago yet.
 */
async function livePlusOnesOf(context: ServiceContext, eventUuid: string, parentIds: string[]): Promise<string[]> {
  const ids = await plusOneIdsEverAdded(context.db, eventUuid, parentIds);
  // Whether each was removed since is all that is asked, and a removal is for good (nothing undoes AttendeeRemoved):
  // whether their streams hold one, rather than the histories of a bulk delete's 5,556 plus-ones read and folded.
  const removed = new Set(await streamsHoldingType(context.db, 'AttendeeRemoved', ids.map(streamIds.attendee)));
  return ids.filter((id) => !removed.has(streamIds.attendee(id)));
}
