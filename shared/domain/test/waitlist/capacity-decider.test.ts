import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from '../deciders/given-when-then.ts';
import { fold } from '../../src/deciders/decider.ts';
import { capacityDecider, type CapacityCommand, type GuestStanding } from '../../src/waitlist/capacity-decider.ts';
import { freePlaces, placesUsed, waitlistPosition } from '../../src/waitlist/capacity-state.ts';

const EVENT = '66666666-6666-4666-8666-666666666666';
const NOW = new Date('2030-06-15T12:00:00Z');
const LATER = new Date('2030-06-16T12:00:01Z');
const guestId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const offerId = (n: number) => `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`;
const VIP = 'vip';

const given = (...history: DomainEvent[]) => ({
  when: (...commands: CapacityCommand[]) => givenFor(capacityDecider)(...history).when(commands),
});

const capacity = (
  places: number | null,
  more: Partial<{ variation_capacities: Record<string, number>; offer_hours: number; offer_mode: 'automatic' | 'manual' }> = {},
): DomainEvent => ({
  type: 'EventCapacitySet',
  data: { event_uuid: EVENT, capacity: places, variation_capacities: {}, offer_hours: 24, offer_mode: 'automatic', ...more },
});
const counted = (n: number, places = 1, variation: string | null = null): DomainEvent => ({
  type: 'GuestPlacesCounted',
  data: { event_uuid: EVENT, attendee_id: guestId(n), places, ticket_variation_id: variation },
});
const joined = (n: number, party = 1, variation: string | null = null): DomainEvent => ({
  type: 'WaitlistJoined',
  data: { event_uuid: EVENT, attendee_id: guestId(n), party_size: party, ticket_variation_id: variation, joined_at: NOW.toISOString() },
});
const offered = (n: number, party = 1, offer = offerId(n)): DomainEvent => ({
  type: 'WaitlistPlaceOffered',
  data: {
    event_uuid: EVENT,
    attendee_id: guestId(n),
    offer_id: offer,
    party_size: party,
    offered_at: NOW.toISOString(),
    expires_at: '2030-06-16T12:00:00.000Z',
    by: 'automatic',
  },
});
const standing = (n: number, counted: boolean, more: Partial<GuestStanding> = {}): GuestStanding => ({
  attendee_id: guestId(n),
  counted,
  reason: counted ? null : 'declined',
  ticket_variation_id: null,
  plus_ones: 0,
  ...more,
});
const count = (n: number, isCounted: boolean, enforce = false, more: Partial<GuestStanding> = {}): CapacityCommand => ({
  type: 'CountGuest',
  event_uuid: EVENT,
  guest: standing(n, isCounted, more),
  enforce,
});
let offers = 0;
const offerFreed = (at = NOW): CapacityCommand => ({ type: 'OfferFreedPlaces', event_uuid: EVENT, at, by: 'automatic', new_offer_id: () => offerId(++offers) });

describe('counting places', () => {
  it('a guest who says Yes takes a place while there is one', () => {
    given(capacity(2), counted(1))
      .when(count(2, true, true))
      .then([counted(2)]);
  });

  it("a guest's own Yes is refused when the event is full; an organiser's is counted past capacity", () => {
    given(capacity(1), counted(1))
      .when(count(2, true, true))
      .thenRefuses({ kind: 'conflict', code: 'event_full' });
    given(capacity(1), counted(1))
      .when(count(2, true, false))
      .then([counted(2)]);
  });

  it('open offers count against capacity', () => {
    given(capacity(2), counted(1), joined(3), offered(3))
      .when(count(2, true, true))
      .thenRefuses({ kind: 'conflict', code: 'event_full' });
  });

  it('a ticket variation with its own capacity is full on its own', () => {
    given(capacity(10, { variation_capacities: { [VIP]: 1 } }), counted(1, 1, VIP))
      .when(count(2, true, true, { ticket_variation_id: VIP }))
      .thenRefuses({ kind: 'conflict', code: 'event_full' });
    given(capacity(10, { variation_capacities: { [VIP]: 1 } }), counted(1, 1, VIP))
      .when(count(2, true, true))
      .then([counted(2)]);
  });

  it('counting a guest who holds places already changes nothing: no place is counted twice', () => {
    given(capacity(5), counted(1))
      .when(count(1, true, true))
      .then([]);
  });

  it('a No frees the place', () => {
    given(capacity(5), counted(1))
      .when(count(1, false))
      .then([{ type: 'GuestPlacesReleased', data: { event_uuid: EVENT, attendee_id: guestId(1), reason: 'declined' } }]);
  });

  it("plus-ones count within their host's places: a Yes with two plus-ones needs three free places", () => {
    given(capacity(3), counted(1))
      .when(count(2, true, true, { plus_ones: 2 }))
      .thenRefuses({ kind: 'conflict', code: 'event_full' });
    given(capacity(4), counted(1))
      .when(count(2, true, true, { plus_ones: 2 }))
      .then([counted(2, 3)]);
    given(capacity(4), counted(1), counted(2, 3))
      .when(count(2, true, false, { plus_ones: 1 }))
      .then([counted(2, 2)]);
  });

  it('a party claimed from the waitlist keeps its places for plus-ones not named yet', () => {
    const history = [
      capacity(3),
      joined(1, 3),
      offered(1, 3),
      {
        type: 'WaitlistOfferClaimed',
        data: { event_uuid: EVENT, attendee_id: guestId(1), offer_id: offerId(1), claimed_at: NOW.toISOString() },
      } as DomainEvent,
    ];
    given(...history)
      .when(count(1, true, false, { plus_ones: 1 }))
      .then([]);
    given(...history)
      .when(count(1, true, false, { plus_ones: 3 }))
      .then([counted(1, 4)]);
  });

  it('a guest on the waitlist who is given a place another way leaves it', () => {
    given(capacity(5), joined(1))
      .when(count(1, true, false))
      .then([{ type: 'WaitlistLeft', data: { event_uuid: EVENT, attendee_id: guestId(1), reason: 'placed' } }, counted(1)]);
  });
});

describe('the waitlist', () => {
  it('a guest joins with their party; joining again with the same party is no change', () => {
    const join: CapacityCommand = { type: 'JoinWaitlist', event_uuid: EVENT, attendee_id: guestId(1), party_size: 3, ticket_variation_id: null, at: NOW };
    given(capacity(1), counted(2))
      .when(join)
      .then([joined(1, 3)]);
    given(capacity(1), counted(2), joined(1, 3)).when(join).then([]);
  });

  it('refuses a party of 0 or more than 10, and a guest who has a place', () => {
    const join = (party: number, n = 1): CapacityCommand => ({
      type: 'JoinWaitlist',
      event_uuid: EVENT,
      attendee_id: guestId(n),
      party_size: party,
      ticket_variation_id: null,
      at: NOW,
    });
    given(capacity(1))
      .when(join(0))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { party_size: ['The party size must be between 1 and 10.'] } });
    given(capacity(1)).when(join(11)).thenRefuses({ kind: 'validation', code: 'validation_failed' });
    given(capacity(1), counted(1)).when(join(1)).thenRefuses({ kind: 'conflict', code: 'already_attending' });
  });

  it('shows the position in line', () => {
    const state = fold(capacityDecider, [capacity(1), joined(1), joined(2), joined(3)]);
    expect([1, 2, 3, 4].map((n) => waitlistPosition(state, guestId(n)))).toEqual([1, 2, 3, null]);
  });
});

describe('offering freed places', () => {
  it('offers a freed place to the next party that fits, skipping one too large', () => {
    offers = 0;
    given(capacity(2), counted(1), joined(2, 3), joined(3, 1))
      .when(offerFreed())
      .then([
        {
          type: 'WaitlistPlaceOffered',
          data: {
            event_uuid: EVENT,
            attendee_id: guestId(3),
            offer_id: offerId(1),
            party_size: 1,
            offered_at: NOW.toISOString(),
            expires_at: '2030-06-16T12:00:00.000Z',
            by: 'automatic',
          },
        },
      ]);
  });

  it('two places freed at once go to the next two parties', () => {
    offers = 0;
    const events = capacityDecider.decide(
      [count(1, false), count(2, false), offerFreed()],
      fold(capacityDecider, [capacity(2), counted(1), counted(2), joined(3), joined(4), joined(5)]),
    );
    expect(events.flatMap((event) => (event.type === 'WaitlistPlaceOffered' ? [event.data.attendee_id] : []))).toEqual([guestId(3), guestId(4)]);
  });

  it("a claim within the time holds the party's places; a second claim changes nothing; another offer id is refused", () => {
    const claim = (offer: string, at = NOW): CapacityCommand => ({ type: 'ClaimOffer', event_uuid: EVENT, attendee_id: guestId(1), offer_id: offer, at });
    const claimed: DomainEvent = {
      type: 'WaitlistOfferClaimed',
      data: { event_uuid: EVENT, attendee_id: guestId(1), offer_id: offerId(1), claimed_at: NOW.toISOString() },
    };
    given(capacity(2), joined(1, 2), offered(1, 2))
      .when(claim(offerId(1)))
      .then([claimed]);
    given(capacity(2), joined(1, 2), offered(1, 2), claimed)
      .when(claim(offerId(1)))
      .then([]);
    given(capacity(2), joined(1, 2), offered(1, 2))
      .when(claim(offerId(9)))
      .thenRefuses({ kind: 'conflict', code: 'offer_not_open' });
    given(capacity(2), joined(1, 2), offered(1, 2))
      .when(claim(offerId(1), LATER))
      .thenRefuses({ kind: 'conflict', code: 'offer_expired' });
    const state = fold(capacityDecider, [capacity(2), joined(1, 2), offered(1, 2), claimed]);
    expect(placesUsed(state)).toEqual({ taken: 2, offered: 0 });
  });

  it('a guest without an offer cannot claim', () => {
    given(capacity(2), joined(1))
      .when({ type: 'ClaimOffer', event_uuid: EVENT, attendee_id: guestId(1), offer_id: offerId(1), at: NOW })
      .thenRefuses({ kind: 'conflict', code: 'offer_not_open' });
  });

  it('an expired offer leaves the waitlist and its place goes to the next', () => {
    offers = 10;
    const events = capacityDecider.decide(
      [{ type: 'ExpireOffers', event_uuid: EVENT, at: LATER }, offerFreed(LATER)],
      fold(capacityDecider, [capacity(1), joined(1), offered(1), joined(2)]),
    );
    expect(events.map((event) => [event.type, 'attendee_id' in event.data ? event.data.attendee_id : null])).toEqual([
      ['WaitlistOfferExpired', guestId(1)],
      ['WaitlistPlaceOffered', guestId(2)],
    ]);
  });

  it('capacity lowered under open offers takes back the newest offers; the parties keep their place in line', () => {
    const history = [capacity(3), counted(1), joined(2), joined(3), offered(2), offered(3)];
    const set: CapacityCommand = { type: 'SetCapacity', event_uuid: EVENT, settings: { capacity: 2 } };
    given(...history)
      .when(set)
      .then([
        capacity(2),
        { type: 'WaitlistOfferWithdrawn', data: { event_uuid: EVENT, attendee_id: guestId(3), offer_id: offerId(3), reason: 'capacity_lowered' } },
      ]);
    const state = fold(capacityDecider, [...history, ...capacityDecider.decide([set], fold(capacityDecider, history))]);
    expect(freePlaces(state, null)).toBe(0);
    expect(waitlistPosition(state, guestId(3))).toBe(2);
  });

  it('an organiser offers places to one party by hand, only when they fit', () => {
    const offer: CapacityCommand = { type: 'OfferPlaces', event_uuid: EVENT, attendee_id: guestId(2), at: NOW, offer_id: offerId(2) };
    given(capacity(2, { offer_mode: 'manual' }), counted(1), joined(2))
      .when(offer)
      .then([{ ...offered(2), data: { ...(offered(2).data as object), by: 'organiser' } } as DomainEvent]);
    given(capacity(1, { offer_mode: 'manual' }), counted(1), joined(2))
      .when(offer)
      .thenRefuses({ kind: 'conflict', code: 'no_free_places' });
  });
});

describe('settings', () => {
  it('refuses a negative capacity and an offer time of 0 hours, by field', () => {
    given()
      .when({ type: 'SetCapacity', event_uuid: EVENT, settings: { capacity: -1, offer_hours: 0 } })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: {
          capacity: ['The capacity must be a whole number between 0 and 1,000,000.'],
          offer_hours: ['An offer must stay open between 1 and 720 hours.'],
        },
      });
  });
});
