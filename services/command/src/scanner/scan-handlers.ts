import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { fold } from '@usher/domain/deciders/decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { PartyMember, ScannedGuest, ScannerGuest } from '@usher/domain/presenters/scanner-guest';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { passOfToken } from '@usher/infra/http/pass-links';
import { PASS_TRANSFERRED_MESSAGE } from '@usher/domain/deciders/attendee-ticket-transfer';
import { DuplicateIdempotencyKeyError, type EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { partyOfGuest, scannedGuestDetails } from './scanned-guest.ts';
import type { ScanInput } from './scan-schemas.ts';
import { firstAnswerOf } from './replayed-scans.ts';

/** A scan's answer, always 200 with the guest's card: checked in now, or already (when and by whom). */
export interface ScanResult {
  status: 200;
  body: { data: ScannedGuest; position: string | null; outcome: 'checked_in' | 'already_checked_in'; message?: string };
}

/** The same refusal for a forged token, a guest of another event and a removed guest: nothing to learn from it. */
const notOnThisEvent = () => new DomainError('not_found', 'not_on_this_event', 'Not on this event.');

/** A pass of a ticket that has changed hands since: refused with words the door can say to the guest. */
const passTransferred = () => new DomainError('conflict', 'pass_transferred', PASS_TRANSFERRED_MESSAGE);

/** The guest a scan names, and the pass generation its token carries (null for a searched guest). */
async function attendeeIdOf(context: ServiceContext, input: ScanInput): Promise<{ id: string; generation: number | null }> {
  if (input.token === undefined && input.attendee_id === undefined) throw DomainError.validation({ token: ['Token is required.'] });
  const pass = input.token !== undefined ? await passOfToken(context.db, input.token.trim()) : null;
  const id = input.token !== undefined ? pass?.attendee_id : input.attendee_id!;
  if (!id || !isUuid(id)) throw notOnThisEvent();
  return { id, generation: pass ? pass.generation : null };
}

/**
 * The card from the read model, with the log's word on the check-in and the
 * name when the row lags behind, and the party with the scanned guest's own
 * check-in as the log has it.
 */
function cardOf(id: string, details: ScannerGuest | null, party: PartyMember[], state: AttendeeState, checkedInBy: string | null): ScannedGuest {
  const name = `${state.first_name} ${state.last_name}`.trim();
  return {
    ...(details ?? { id, name, plus_ones: 0, tickets: 1, party_of: state.parent_attendee_id, tags: [], checkin_alert: null, seat: null }),
    id,
    // The log's answer, not the list's: a No given a moment before the scan still shows at the door.
    declined: state.is_attending === false,
    name: details?.name ?? name,
    checked_in_at: state.checked_in_at,
    checked_in_by: checkedInBy,
    party: party.map((member) => (member.id === id ? { ...member, checked_in_at: state.checked_in_at } : member)),
  };
}

/** A guest who holds tickets for others, or is someone's plus-one, has a party to admit. */
async function partyFor(context: ServiceContext, eventUuid: string, details: ScannerGuest | null): Promise<PartyMember[]> {
  if (!details || (details.tickets < 2 && details.party_of === null)) return [];
  return partyOfGuest(context, eventUuid, details);
}

/** The guest as the log has them now, and when and by whom their current check-in happened. */
async function checkInFromLog(context: ServiceContext, attendeeId: string): Promise<{ state: AttendeeState; by: string | null }> {
  const history = await context.store.readStream(streamIds.attendee(attendeeId));
  const checkIn = [...history].reverse().find((event) => event.type === 'AttendeeCheckedIn');
  return { state: fold(attendeeDecider, history.map(toDomainEvent)), by: checkIn?.metadata.actor.name ?? null };
}

/** The scanned row's check-in is the log's current one, and says who made it. */
function sameCheckIn(details: ScannerGuest | null, state: AttendeeState): boolean {
  if (!details?.checked_in_by || !details.checked_in_at || !state.checked_in || !state.checked_in_at) return false;
  return Date.parse(details.checked_in_at) === Date.parse(state.checked_in_at);
}

/**
 * A door scan: resolve the pass (or the searched guest), check them in
 * through the attendee decider, and answer with their card. Twenty
 * scanners on one guest race on the stream's expected version: one append
 * wins, the others decide again from the new state and answer 'already_checked_in'. The
 * Idempotency-Key a scanner gives each scan replays the first 200 and
 * appends nothing: a replay is refused by the decider (the guest is in) or
 * by the key's unique row, and either way the first answer is read back.
 */
export async function scan(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  input: ScanInput,
  metadata: EventMetadata,
  idempotencyKey: string | null,
): Promise<ScanResult> {
  const { id, generation } = await attendeeIdOf(context, input);
  // Its own namespace: a key sent to the plain check-in route answers that route's shape.
  const actorKey = `user:${user.id}:scan`;
  const { details, guest, answer } = await scannedGuestDetails(context, eventUuid, id, idempotencyKey ? { actorKey, key: idempotencyKey } : undefined);
  const party = await partyFor(context, eventUuid, details);
  const streamId = streamIds.attendee(id);
  // The stream was just read whole for the card: the decision goes on from it (a lost race reads it again).
  const justRead = new Map([[streamId, guest.read]]);
  // The state the decider last decided on: a refusal is always decided from the log, never the cache (execute.ts).
  let decidedOn: AttendeeState | undefined;
  // How many times it decided: the first time on the stream as just read, a lost race's on one read again.
  let decisions = 0;
  try {
    const result = await execute(context.store, attendeeDecider, [{ streamId, command: { type: 'CheckIn', at: context.clock.now() } }], metadata, {
      justRead,
      authorize: async (states) => {
        const state = states.get(streamId)!;
        decidedOn = state;
        decisions++;
        if (!state.exists || state.removed || state.event_uuid !== eventUuid) throw notOnThisEvent();
        // The log's own pass generation: a pass handed on is refused from the moment the transfer is appended.
        if (generation !== null && generation !== (state.pass_generation ?? 0)) throw passTransferred();
      },
      idempotency: idempotencyKey
        ? (states) => ({
            actorKey,
            key: idempotencyKey,
            status: 200,
            response: { data: cardOf(id, details, party, states.get(streamId)!, metadata.actor.name), position: null, outcome: 'checked_in' },
          })
        : undefined,
    });
    return {
      status: 200,
      body: { data: cardOf(id, details, party, result.states.get(streamId)!, metadata.actor.name), position: result.position, outcome: 'checked_in' },
    };
  } catch (error) {
    // A replayed key is only looked up when the scan does not append: a first scan, the usual case, costs no lookup
    // of its own. A refusal on the stream as first read answers from the lookup that came with the card, made after
    // that read: a key's answer commits with its check-in, so one the read saw (or that came before it) is found there.
    if (idempotencyKey && (error instanceof DuplicateIdempotencyKeyError || error instanceof DomainError)) {
      const refusedAsFirstRead = error instanceof DomainError && decisions <= 1 && answer !== undefined;
      const first = refusedAsFirstRead ? answer : await firstAnswerOf(context.db, actorKey, idempotencyKey);
      // A key stored before scans named their outcome was always a check-in.
      if (first) return { status: 200, body: { outcome: 'checked_in', ...(first.response as Omit<ScanResult['body'], 'outcome'>) } };
    }
    if (!(error instanceof DomainError) || error.code !== 'already_checked_in') throw error;
    // The read model's row names the actor when it holds this very check-in (same instant as the log's): no second read of the stream.
    if (decidedOn && sameCheckIn(details, decidedOn))
      return {
        status: 200,
        body: { data: cardOf(id, details, party, decidedOn, details!.checked_in_by), position: null, outcome: 'already_checked_in', message: error.message },
      };
    const { state, by } = await checkInFromLog(context, id);
    return { status: 200, body: { data: cardOf(id, details, party, state, by), position: null, outcome: 'already_checked_in', message: error.message } };
  }
}
