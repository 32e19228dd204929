import { sql } from 'kysely';
import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import { alertUserIdsOf, partyOf, scannerGuestOf, type PartyMember, type ScannerGuest } from '@usher/domain/presenters/scanner-guest';
import type { TagView } from '@usher/domain/presenters/tag-fields';
import { seatNamesOf } from '@usher/domain/seating/seat-names';
import type { ServiceContext } from '@usher/infra/context';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { batcherPerKey, ReadBatcher } from '@usher/infra/db/read-batcher';
import { toDomainEvent } from '../handling/execute.ts';
import type { JustRead } from '../handling/decision-steps.ts';
import { loadTagCatalogue } from '../attendee-tags/tag-catalogue.ts';
import { loadPlan } from '../seating/seating-loading.ts';
import { plusOnesAndAnswerOf, plusOnesOf as plusOneIdsOf, type AnswerKey, type FirstAnswer } from '../attendees/reply-lookups.ts';

// The scanner's card is read from the streams the scan decides on (the guest's
// own, their plus-ones', the event's tag catalogue and floor plan), not the
// guest list: a guest added, tagged or seated a moment before the scan shows
// at the door as they are (issue 29, section 2).

export interface Folded {
  id: string;
  state: AttendeeState;
  /** Who made the guest's current check-in (the log's actor), else null. */
  checkedInBy: string | null;
  /** The stream's version and times as read: what the scan's decision goes on from (execute's justRead). */
  read: JustRead<AttendeeState>;
}

const fullNameOf = (state: AttendeeState) => `${state.first_name} ${state.last_name}`.trim();

/**
 * Guests' streams read whole; the scans made while such a read is in flight
 * read together in the next, one statement for twenty scanners (each read
 * still starts after its scan came, so the decision it feeds is as fresh as
 * a read of its own, and the append's expected version checks it anyway).
 */
const streamsOf = batcherPerKey(
  (store: EventStore) =>
    new ReadBatcher(async (asks: string[][]) => {
      const read = await store.readStreams([...new Set(asks.flat())]);
      return asks.map((ids) => new Map(ids.map((id) => [id, read.get(id) ?? []])));
    }),
);

async function foldGuests(context: ServiceContext, ids: string[]): Promise<Folded[]> {
  const histories = await streamsOf(context.store).read(ids.map(streamIds.attendee));
  return ids.map((id) => {
    const history = histories.get(streamIds.attendee(id)) ?? [];
    const state = fold(attendeeDecider, history.map(toDomainEvent));
    const checkIn = state.checked_in ? [...history].reverse().find((event) => event.type === 'AttendeeCheckedIn') : undefined;
    const read = { state, version: history.length, createdAt: history[0]?.recordedAt ?? null, updatedAt: history[history.length - 1]?.recordedAt ?? null };
    return { id, state, checkedInBy: checkIn?.metadata.actor.name ?? null, read };
  });
}

/** The main guest's live plus-ones, folded. */
async function plusOnesOf(context: ServiceContext, eventUuid: string, mainId: string): Promise<Folded[]> {
  return livePlusOnes(context, mainId, await plusOneIdsOf(context.db, eventUuid, mainId));
}

async function livePlusOnes(context: ServiceContext, mainId: string, ids: string[]): Promise<Folded[]> {
  return (await foldGuests(context, ids)).filter(({ state }) => state.exists && !state.removed && state.parent_attendee_id === mainId);
}

/** The main guest's live plus-ones, and the first answer to the scan's key, asked in one statement. */
async function plusOnesAndAnswer(context: ServiceContext, eventUuid: string, mainId: string, answerKey: AnswerKey) {
  const { plusOneIds, answer } = await plusOnesAndAnswerOf(context.db, eventUuid, mainId, answerKey);
  return { plusOnes: await livePlusOnes(context, mainId, plusOneIds), answer };
}

/**
 * What the scanner's result card shows beside the check-in itself: tags,
 * plus-ones, seat and check-in alert. The check-in facts (when, by whom) are
 * the command's own and override these. `details` is null when the guest is
 * no live guest of this event; `guest` is the stream as read, which the scan
 * decides on without reading it again. Given the scan's key, the first answer
 * stored for it comes too when it can share the plus-ones' statement (a main
 * guest's scan): `answer`, read after the stream was, else undefined.
 */
export async function scannedGuestDetails(
  context: ServiceContext,
  eventUuid: string,
  attendeeId: string,
  answerKey?: AnswerKey,
): Promise<{ details: ScannerGuest | null; guest: Folded; answer?: FirstAnswer | null }> {
  const [guest] = await foldGuests(context, [attendeeId]);
  const { state } = guest!;
  if (!state.exists || state.removed || state.event_uuid !== eventUuid) return { details: null, guest: guest! };
  const [party, catalogue, plan] = await Promise.all([
    state.parent_attendee_id
      ? { plusOnes: [], answer: undefined }
      : answerKey
        ? plusOnesAndAnswer(context, eventUuid, attendeeId, answerKey)
        : plusOnesOf(context, eventUuid, attendeeId).then((plusOnes) => ({ plusOnes, answer: undefined })),
    state.tag_ids.length > 0 ? loadTagCatalogue(context, eventUuid) : null,
    state.seat_id ? loadPlan(context, eventUuid) : null,
  ]);
  const { plusOnes, answer } = party;
  const seat = plan && state.seat_id ? seatNamesOf(plan, state.seat_id) : { section: null, row_no: null, table_no: null, table_label: null, seat_no: null };
  const row = {
    id: attendeeId,
    full_name: fullNameOf(state),
    total_tickets: 1 + plusOnes.length,
    parent_attendee_id: state.parent_attendee_id,
    tags: state.tag_ids,
    checkin_alert_users: state.checkin_alert_users,
    ...seat,
    checked_in_at: state.checked_in ? state.checked_in_at : null,
    checked_in_by: guest!.checkedInBy,
    is_attending: state.is_attending,
  };
  const tags = new Map<string, TagView>((catalogue?.tags ?? []).map((tag) => [tag.id, tag]));
  const userIds = alertUserIdsOf([row]);
  const users = userIds.length
    ? await context.db
        .selectFrom('users')
        .select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
        .where('id', 'in', userIds)
        .execute()
    : [];
  return {
    details: scannerGuestOf(row, tags, new Map(users.map((user) => [user.id, user.name]))),
    guest: guest!,
    ...(answer !== undefined && { answer }),
  };
}

/**
 * Everyone who holds a ticket of the same party as this guest: the main guest
 * (the guest, or the one whose plus-one they are) and the main guest's
 * plus-ones, so the door can admit them all or some. Read after the
 * scan: the scanned guest's own check-in is taken from the log by the caller.
 */
export async function partyOfGuest(context: ServiceContext, eventUuid: string, guest: { id: string; party_of: string | null }): Promise<PartyMember[]> {
  const mainId = guest.party_of ?? guest.id;
  const [main] = await foldGuests(context, [mainId]);
  const members = [
    ...(main!.state.exists && !main!.state.removed && main!.state.event_uuid === eventUuid ? [main!] : []),
    ...(await plusOnesOf(context, eventUuid, mainId)),
  ];
  return partyOf(
    members.map(({ id, state }) => ({
      id,
      full_name: fullNameOf(state),
      parent_attendee_id: state.parent_attendee_id,
      checked_in_at: state.checked_in ? state.checked_in_at : null,
    })),
  );
}
