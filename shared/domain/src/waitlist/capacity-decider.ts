import type { StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';
import { inSequence } from '../deciders/in-sequence.ts';
import {
  DEFAULT_OFFER_HOURS,
  evolveCapacity,
  freePlaces,
  initialCapacityState,
  MAX_PARTY_SIZE,
  placesUsed,
  type CapacitySettings,
  type CapacityState,
  type WaitlistEntry,
} from './capacity-state.ts';
import { validateCapacitySettings } from './capacity-rules.ts';

type CapacityEvent = StreamEvent<'capacity'>;

/** Whether a guest holds places, as their own stream says: approved, attending, not deleted. */
export interface GuestStanding {
  attendee_id: string;
  counted: boolean;
  /** Why not, when not counted. */
  reason: 'declined' | 'removed' | 'not_approved' | 'pending' | null;
  ticket_variation_id: string | null;
  /** Their plus-ones who have not said No (and are not deleted): they come within the guest's places. */
  plus_ones: number;
}

export type CapacityCommand =
  | { type: 'SetCapacity'; event_uuid: string; settings: Partial<CapacitySettings> }
  /**
   * Brings the guest's places in line with their standing. `enforce`: the guest is taking a place themselves
   * (their own Yes), which a full event refuses; an organiser's Yes or an approval is counted even past capacity.
   */
  | { type: 'CountGuest'; event_uuid: string; guest: GuestStanding; enforce: boolean }
  | { type: 'JoinWaitlist'; event_uuid: string; attendee_id: string; party_size: number; ticket_variation_id: string | null; at: Date }
  | { type: 'LeaveWaitlist'; event_uuid: string; attendee_id: string }
  /** Offers free places to the waiting parties that fit, in order (automatic mode, or an organiser's "offer next"). */
  | { type: 'OfferFreedPlaces'; event_uuid: string; at: Date; new_offer_id: () => string; by: 'automatic' | 'organiser' }
  /** An organiser offers places to one waiting party. */
  | { type: 'OfferPlaces'; event_uuid: string; attendee_id: string; at: Date; offer_id: string }
  | { type: 'ClaimOffer'; event_uuid: string; attendee_id: string; offer_id: string; at: Date }
  | { type: 'ExpireOffers'; event_uuid: string; at: Date };

export const EVENT_FULL = 'This event is full. You can join the waitlist and we will offer you a place when one is freed.';
export const OFFER_GONE = 'This offer is no longer open.';
export const OFFER_EXPIRED = 'This offer has expired: the places went to the next guest on the waitlist.';

const expiresAt = (at: Date, settings: CapacitySettings | null) =>
  new Date(at.getTime() + (settings?.offer_hours ?? DEFAULT_OFFER_HOURS) * 3_600_000).toISOString();

function setCapacity(command: Extract<CapacityCommand, { type: 'SetCapacity' }>, state: CapacityState): CapacityEvent[] {
  const current = state.settings ?? { capacity: null, variation_capacities: {}, offer_hours: DEFAULT_OFFER_HOURS, offer_mode: 'automatic' as const };
  const settings = { ...current, ...command.settings };
  const errors = validateCapacitySettings(settings);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const { event_uuid } = command;
  const events: CapacityEvent[] = [{ type: 'EventCapacitySet', data: { event_uuid, ...settings } }];
  // Open offers past the new capacity are taken back, the newest first: the parties wait again in their place.
  let after = evolveCapacity(state, events[0]!);
  const offered = [...after.waitlist].filter((entry) => entry.offer).reverse();
  for (const entry of offered) {
    if (!overCommitted(after, entry)) continue;
    const withdrawn: CapacityEvent = {
      type: 'WaitlistOfferWithdrawn',
      data: { event_uuid, attendee_id: entry.attendee_id, offer_id: entry.offer!.offer_id, reason: 'capacity_lowered' },
    };
    events.push(withdrawn);
    after = evolveCapacity(after, withdrawn);
  }
  return events;
}

/** Whether the places offered (with what is held) are more than the event or this entry's variation has. */
function overCommitted(state: CapacityState, entry: WaitlistEntry): boolean {
  const settings = state.settings!;
  const over = (limit: number | null | undefined, used: { taken: number; offered: number }) =>
    limit !== null && limit !== undefined && used.taken + used.offered > limit;
  if (over(settings.capacity, placesUsed(state))) return true;
  return entry.ticket_variation_id !== null && over(settings.variation_capacities[entry.ticket_variation_id], placesUsed(state, entry.ticket_variation_id));
}

function countGuest(command: Extract<CapacityCommand, { type: 'CountGuest' }>, state: CapacityState): CapacityEvent[] {
  const { event_uuid, guest } = command;
  const held = state.holds[guest.attendee_id];
  const waiting = state.waitlist.find((entry) => entry.attendee_id === guest.attendee_id);
  if (!guest.counted) {
    const events: CapacityEvent[] = [];
    if (held) events.push({ type: 'GuestPlacesReleased', data: { event_uuid, attendee_id: guest.attendee_id, reason: guest.reason ?? 'pending' } });
    if (waiting && guest.reason === 'removed') events.push({ type: 'WaitlistLeft', data: { event_uuid, attendee_id: guest.attendee_id, reason: 'removed' } });
    return events;
  }
  // A party claimed from the waitlist keeps its places for plus-ones not named yet.
  const places = Math.max(held?.party ?? 1, 1 + guest.plus_ones);
  if (held && held.places === places && held.ticket_variation_id === guest.ticket_variation_id) return [];
  const events: CapacityEvent[] = [];
  if (waiting) events.push({ type: 'WaitlistLeft', data: { event_uuid, attendee_id: guest.attendee_id, reason: 'placed' } });
  const after = events.reduce(evolveCapacity, held ? { ...state, holds: withoutHold(state, guest.attendee_id) } : state);
  if (command.enforce && freePlaces(after, guest.ticket_variation_id) < places) throw new DomainError('conflict', 'event_full', EVENT_FULL);
  return [
    ...events,
    { type: 'GuestPlacesCounted', data: { event_uuid, attendee_id: guest.attendee_id, places, ticket_variation_id: guest.ticket_variation_id } },
  ];
}

const withoutHold = (state: CapacityState, attendeeId: string) => Object.fromEntries(Object.entries(state.holds).filter(([id]) => id !== attendeeId));

function joinWaitlist(command: Extract<CapacityCommand, { type: 'JoinWaitlist' }>, state: CapacityState): CapacityEvent[] {
  const { event_uuid, attendee_id, party_size, ticket_variation_id } = command;
  if (!state.settings) throw new DomainError('conflict', 'no_waitlist', 'This event has no waitlist.');
  if (!Number.isInteger(party_size) || party_size < 1 || party_size > MAX_PARTY_SIZE) {
    throw DomainError.validation({ party_size: [`The party size must be between 1 and ${MAX_PARTY_SIZE}.`] });
  }
  if (state.holds[attendee_id]) throw new DomainError('conflict', 'already_attending', 'You already have a place at this event.');
  const waiting = state.waitlist.find((entry) => entry.attendee_id === attendee_id);
  // Joining again with the same party changes nothing (a double click, a retried request).
  if (waiting && waiting.party_size === party_size) return [];
  if (waiting) throw new DomainError('conflict', 'already_waiting', 'You are already on the waitlist. Leave it first to change your party size.');
  return [{ type: 'WaitlistJoined', data: { event_uuid, attendee_id, party_size, ticket_variation_id, joined_at: command.at.toISOString() } }];
}

function offerFreedPlaces(command: Extract<CapacityCommand, { type: 'OfferFreedPlaces' }>, state: CapacityState): CapacityEvent[] {
  if (!state.settings) return [];
  const events: CapacityEvent[] = [];
  let current = state;
  for (const entry of state.waitlist) {
    if (entry.offer) continue;
    // The next party that fits: a larger party ahead waits for enough places, a smaller one behind may take what is free.
    if (freePlaces(current, entry.ticket_variation_id) < entry.party_size) continue;
    const offered: CapacityEvent = {
      type: 'WaitlistPlaceOffered',
      data: {
        event_uuid: command.event_uuid,
        attendee_id: entry.attendee_id,
        offer_id: command.new_offer_id(),
        party_size: entry.party_size,
        offered_at: command.at.toISOString(),
        expires_at: expiresAt(command.at, state.settings),
        by: command.by,
      },
    };
    events.push(offered);
    current = evolveCapacity(current, offered);
  }
  return events;
}

function offerPlaces(command: Extract<CapacityCommand, { type: 'OfferPlaces' }>, state: CapacityState): CapacityEvent[] {
  const entry = state.waitlist.find((candidate) => candidate.attendee_id === command.attendee_id);
  if (!entry) throw DomainError.notFound('waitlist_entry');
  if (entry.offer) return [];
  if (freePlaces(state, entry.ticket_variation_id) < entry.party_size)
    throw new DomainError('conflict', 'no_free_places', `There are not enough free places for this party of ${entry.party_size}.`);
  return [
    {
      type: 'WaitlistPlaceOffered',
      data: {
        event_uuid: command.event_uuid,
        attendee_id: entry.attendee_id,
        offer_id: command.offer_id,
        party_size: entry.party_size,
        offered_at: command.at.toISOString(),
        expires_at: expiresAt(command.at, state.settings),
        by: 'organiser',
      },
    },
  ];
}

function claimOffer(command: Extract<CapacityCommand, { type: 'ClaimOffer' }>, state: CapacityState): CapacityEvent[] {
  const entry = state.waitlist.find((candidate) => candidate.attendee_id === command.attendee_id);
  // A second claim of an offer already claimed changes nothing.
  if (!entry && state.holds[command.attendee_id]) return [];
  if (!entry?.offer || entry.offer.offer_id !== command.offer_id) throw new DomainError('conflict', 'offer_not_open', OFFER_GONE);
  if (new Date(entry.offer.expires_at) <= command.at) throw new DomainError('conflict', 'offer_expired', OFFER_EXPIRED);
  return [
    {
      type: 'WaitlistOfferClaimed',
      data: { event_uuid: command.event_uuid, attendee_id: entry.attendee_id, offer_id: command.offer_id, claimed_at: command.at.toISOString() },
    },
  ];
}

function decideCapacity(command: CapacityCommand, state: CapacityState): CapacityEvent[] {
  // Another event's stream is no stream of this event.
  if (state.event_uuid !== null && state.event_uuid !== command.event_uuid) throw DomainError.notFound('event');
  switch (command.type) {
    case 'SetCapacity':
      return setCapacity(command, state);
    case 'CountGuest':
      return countGuest(command, state);
    case 'JoinWaitlist':
      return joinWaitlist(command, state);
    case 'LeaveWaitlist':
      return state.waitlist.some((entry) => entry.attendee_id === command.attendee_id)
        ? [{ type: 'WaitlistLeft', data: { event_uuid: command.event_uuid, attendee_id: command.attendee_id, reason: 'left' } }]
        : [];
    case 'OfferFreedPlaces':
      return offerFreedPlaces(command, state);
    case 'OfferPlaces':
      return offerPlaces(command, state);
    case 'ClaimOffer':
      return claimOffer(command, state);
    case 'ExpireOffers':
      return state.waitlist
        .filter((entry) => entry.offer && new Date(entry.offer.expires_at) <= command.at)
        .map((entry) => ({
          type: 'WaitlistOfferExpired' as const,
          data: { event_uuid: command.event_uuid, attendee_id: entry.attendee_id, offer_id: entry.offer!.offer_id },
        }));
  }
}

const oneCapacityCommand: Decider<CapacityState, CapacityCommand, CapacityEvent> = {
  initialState: initialCapacityState,
  evolve: evolveCapacity,
  decide: decideCapacity,
};

/** The capacity stream's commands in order (count the guests, then offer what is free): one decision, one append. */
export const capacityDecider = inSequence(oneCapacityCommand);
