import type { StreamEvent } from '@usher/events';

// An event's places as its capacity stream folds them. Plain objects and arrays only: the read model keeps
// this state as JSON and evolves it event by event with the same function (waitlist projection).

export type OfferMode = 'automatic' | 'manual';

export interface CapacitySettings {
  /** Places for the whole event; null: no limit. */
  capacity: number | null;
  /** Places per ticket variation id. */
  variation_capacities: Record<string, number>;
  offer_hours: number;
  offer_mode: OfferMode;
}

export interface PlaceHold {
  /** The guest and their plus-ones. */
  places: number;
  ticket_variation_id: string | null;
  /** The party size claimed from the waitlist: the places stay held for plus-ones not yet named (1 otherwise). */
  party: number;
}

export interface WaitlistOffer {
  offer_id: string;
  offered_at: string;
  expires_at: string;
}

export interface WaitlistEntry {
  attendee_id: string;
  party_size: number;
  ticket_variation_id: string | null;
  joined_at: string;
  offer: WaitlistOffer | null;
}

export interface CapacityState {
  event_uuid: string | null;
  /** Null until an organiser first sets capacity: the event has no limit and no waitlist. */
  settings: CapacitySettings | null;
  holds: Record<string, PlaceHold>;
  /** In the order the parties joined: the first is first in line. */
  waitlist: WaitlistEntry[];
}

export const DEFAULT_OFFER_HOURS = 24;
export const MAX_PARTY_SIZE = 10;

export const initialCapacityState = (): CapacityState => ({ event_uuid: null, settings: null, holds: {}, waitlist: [] });

type CapacityEvent = StreamEvent<'capacity'>;

const withoutEntry = (state: CapacityState, attendeeId: string): WaitlistEntry[] => state.waitlist.filter((entry) => entry.attendee_id !== attendeeId);
const mapEntry = (state: CapacityState, attendeeId: string, change: (entry: WaitlistEntry) => WaitlistEntry): WaitlistEntry[] =>
  state.waitlist.map((entry) => (entry.attendee_id === attendeeId ? change(entry) : entry));

export function evolveCapacity(state: CapacityState, event: CapacityEvent): CapacityState {
  const base = { ...state, event_uuid: event.data.event_uuid };
  switch (event.type) {
    case 'EventCapacitySet': {
      const { capacity, variation_capacities, offer_hours, offer_mode } = event.data;
      return { ...base, settings: { capacity, variation_capacities, offer_hours, offer_mode } };
    }
    case 'GuestPlacesCounted': {
      const { attendee_id, places, ticket_variation_id } = event.data;
      return { ...base, holds: { ...state.holds, [attendee_id]: { places, ticket_variation_id, party: state.holds[attendee_id]?.party ?? 1 } } };
    }
    case 'GuestPlacesReleased': {
      const holds = { ...state.holds };
      delete holds[event.data.attendee_id];
      return { ...base, holds };
    }
    case 'WaitlistJoined': {
      const { attendee_id, party_size, ticket_variation_id, joined_at } = event.data;
      return { ...base, waitlist: [...withoutEntry(state, attendee_id), { attendee_id, party_size, ticket_variation_id, joined_at, offer: null }] };
    }
    case 'WaitlistLeft':
    case 'WaitlistOfferExpired':
      return { ...base, waitlist: withoutEntry(state, event.data.attendee_id) };
    case 'WaitlistPlaceOffered': {
      const { offer_id, offered_at, expires_at } = event.data;
      return { ...base, waitlist: mapEntry(state, event.data.attendee_id, (entry) => ({ ...entry, offer: { offer_id, offered_at, expires_at } })) };
    }
    case 'WaitlistOfferClaimed': {
      const entry = state.waitlist.find((candidate) => candidate.attendee_id === event.data.attendee_id);
      const holds = entry
        ? { ...state.holds, [entry.attendee_id]: { places: entry.party_size, ticket_variation_id: entry.ticket_variation_id, party: entry.party_size } }
        : state.holds;
      return { ...base, holds, waitlist: withoutEntry(state, event.data.attendee_id) };
    }
    case 'WaitlistOfferWithdrawn':
      return { ...base, waitlist: mapEntry(state, event.data.attendee_id, (entry) => ({ ...entry, offer: null })) };
  }
}

/** Places held and offered, for the whole event (variation undefined) or one ticket variation. */
export function placesUsed(state: CapacityState, variation?: string): { taken: number; offered: number } {
  let taken = 0;
  for (const hold of Object.values(state.holds)) if (variation === undefined || hold.ticket_variation_id === variation) taken += hold.places;
  let offered = 0;
  for (const entry of state.waitlist) if (entry.offer && (variation === undefined || entry.ticket_variation_id === variation)) offered += entry.party_size;
  return { taken, offered };
}

/** Places still free for a party of this variation: the smaller of the event's and the variation's room (Infinity: no limit). */
export function freePlaces(state: CapacityState, variation: string | null): number {
  const settings = state.settings;
  if (!settings) return Infinity;
  const room = (limit: number | null | undefined, used: { taken: number; offered: number }) =>
    limit === null || limit === undefined ? Infinity : Math.max(0, limit - used.taken - used.offered);
  const eventRoom = room(settings.capacity, placesUsed(state));
  const variationRoom = variation === null ? Infinity : room(settings.variation_capacities[variation], placesUsed(state, variation));
  return Math.min(eventRoom, variationRoom);
}

/** Whether the event limits its places at all. */
export const hasLimits = (state: CapacityState): boolean =>
  state.settings !== null && (state.settings.capacity !== null || Object.keys(state.settings.variation_capacities).length > 0);

/** The guest's place in line (1 is next), or null when they do not wait. */
export function waitlistPosition(state: CapacityState, attendeeId: string): number | null {
  const index = state.waitlist.findIndex((entry) => entry.attendee_id === attendeeId);
  return index < 0 ? null : index + 1;
}
