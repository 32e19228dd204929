import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import type { TicketVariation } from '@usher/domain/fields/ticket-variations';
import { replyLookups } from './reply-lookups.ts';
import { passLinksAt } from '@usher/infra/http/pass-links';
import type { ServiceContext } from '@usher/infra/context';
import { eventDecider } from '@usher/domain/deciders/event-decider';
import { attendeeTagDecider } from '@usher/domain/deciders/attendee-tag-decider';
import { tagFieldsFromCatalogue } from '../attendee-tags/tag-catalogue.ts';
import { foldKeptAtHeads } from '../handling/kept-folds.ts';
import { toDomainEvent } from '../handling/execute.ts';
import { attendeeShape } from '@usher/domain/presenters/attendee-shape';
import { seatPlaceIn } from '@usher/domain/seating/seat-place';
import { loadPlan } from '../seating/seating-loading.ts';

export interface GuestOfReply {
  id: string;
  state: AttendeeState;
  times?: { created_at: string; updated_at: string };
}

/** The guest's own stream's fields in the API's shape (guestReplies adds what other streams say). */
export function present(id: string, state: AttendeeState, times?: { created_at: string; updated_at: string }) {
  return attendeeShape({
    id,
    event_uuid: state.event_uuid!,
    first_name: state.first_name,
    last_name: state.last_name,
    email: state.email,
    phone_number: state.phone_number,
    reference: state.reference,
    language: state.language as 'en' | 'de' | 'fr' | 'es' | null,
    parent_attendee_id: state.parent_attendee_id,
    checked_in: state.checked_in,
    checked_in_at: state.checked_in_at,
    is_approved: state.is_approved,
    is_attending: state.is_attending,
    rsvped_at: state.rsvped_at,
    is_invited: state.is_invited,
    invitation_sent_at: state.invitation_sent_at,
    link_clicked_at: state.link_clicked_at,
    has_checkin_alert: state.checkin_alert_users.length > 0,
    checkin_alert_users: state.checkin_alert_users,
    last_invitation_message: state.last_invitation_message,
    custom_fields: state.custom_fields,
    is_forgotten: state.forgotten,
    created_at: times?.created_at ?? null,
    updated_at: times?.updated_at ?? null,
  });
}

export type GuestReply = Awaited<ReturnType<typeof guestReplies>>[number];

/**
 * Guests as GET /attendees/{id} answers them right after (a command answers
 * in the read's shape), built from the streams the command side reads: the
 * event's fields (live custom fields, ticket variation) and its tag catalogue
 * (folds kept between requests, kept-folds.ts),
 * the parents' and plus-ones' streams, the seating plan's stream (a seated
 * guest's table or row, section and seat names), and the accounts table.
 */
export async function guestReplies(context: ServiceContext, guests: GuestOfReply[]) {
  if (guests.length === 0) return [];
  const eventUuid = guests[0]!.state.event_uuid!;
  const kept = [
    [streamIds.event(eventUuid), eventDecider],
    [streamIds.attendeeTags(eventUuid), attendeeTagDecider],
  ] as const;
  // The kept folds' heads ride with the lookups: unchanged streams are then not read again.
  const lookups = replyLookups(
    context.db,
    eventUuid,
    guests,
    kept.map(([streamId]) => streamId),
  );
  const [[event, catalogue], parents, { tickets, accounts }, plan] = await Promise.all([
    lookups.then((found) => foldKeptAtHeads(context.store, kept, found.heads)),
    parentNamesOf(context, guests),
    lookups.then(async (found) => ({ accounts: found.accounts, tickets: await ticketCountsOf(context, found.plusOneIds) })),
    // Only a seated guest's reply needs the plan (the command side's own stream, never rm_seating_*).
    planOfSeats(context, eventUuid, guests),
  ]);
  const liveFields = new Set(event.fields.custom_fields.map((field) => field.id));
  return Promise.all(
    guests.map(async ({ id, state, times }) => {
      const email = state.email?.trim().toLowerCase();
      const { pass_public_link, pass_whitelabel_public_link } = await passLinksAt(context.db, id, state.pass_generation ?? 0);
      return {
        ...present(id, state, times),
        ...tagFieldsFromCatalogue(state.tag_ids, catalogue),
        // A value of a field the event no longer asks is kept in the stream, not shown (as the guest list does).
        custom_fields: Object.fromEntries(Object.entries(state.custom_fields).filter(([key]) => liveFields.has(key))),
        ticket_variation: variationOf(event.fields.ticket_variations, state.ticket_variation_id),
        guest_of: state.parent_attendee_id ? (parents.get(state.parent_attendee_id) ?? null) : null,
        total_tickets: tickets.get(id) ?? 1,
        is_real_ticket: state.is_real_ticket,
        host_group_id: state.host_group_id,
        seat_id: state.seat_id ?? null,
        ...(plan ? seatPlaceIn(plan, state.seat_id) : {}),
        account_created_at: email ? (accounts.get(email) ?? null) : null,
        pass_public_link,
        pass_whitelabel_public_link,
      };
    }),
  );
}

/**
 * The plan, for seated guests only: the cached fold when it holds their seats,
 * else read afresh (a seat saved a moment ago on another instance is not missed).
 */
async function planOfSeats(context: ServiceContext, eventUuid: string, guests: GuestOfReply[]) {
  const seats = guests.map((guest) => guest.state.seat_id).filter((id): id is string => !!id);
  if (seats.length === 0) return null;
  const cached = await loadPlan(context, eventUuid);
  return seats.every((id) => cached.seats.has(id)) ? cached : loadPlan(context, eventUuid, true);
}

/** The guest's variation, else the event's default one (a removed variation reads as the default). */
function variationOf(variations: TicketVariation[], id: string | null) {
  const chosen = variations.find((variation) => variation.id === id) ?? variations.find((variation) => variation.is_default);
  return chosen ? { id: chosen.id, name: chosen.name, type: chosen.type } : null;
}

async function foldGuests(context: ServiceContext, ids: string[], personalData: boolean) {
  const histories = await context.store.readStreamsForDecision(ids.map(streamIds.attendee), { personalData });
  return ids.map((id) => ({ id, state: fold(attendeeDecider, (histories.get(streamIds.attendee(id)) ?? []).map(toDomainEvent)) }));
}

/** A plus-one's "guest of": the full name of the guest who brought them. */
async function parentNamesOf(context: ServiceContext, guests: GuestOfReply[]): Promise<Map<string, string>> {
  const ids = [...new Set(guests.map((guest) => guest.state.parent_attendee_id).filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const parents = await foldGuests(context, ids, true);
  return new Map(parents.map(({ id, state }) => [id, `${state.first_name} ${state.last_name}`.trim()]));
}

/** A guest's tickets: theirs and one per live plus-one (the plus-ones' ids as the lookups found them). */
async function ticketCountsOf(context: ServiceContext, plusOneIds: string[]): Promise<Map<string, number>> {
  if (plusOneIds.length === 0) return new Map();
  const plusOnes = await foldGuests(context, plusOneIds, false);
  const counts = new Map<string, number>();
  for (const { state } of plusOnes) {
    if (state.removed || !state.parent_attendee_id) continue;
    counts.set(state.parent_attendee_id, (counts.get(state.parent_attendee_id) ?? 1) + 1);
  }
  return counts;
}
