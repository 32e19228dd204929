import type { CapacitySummary, GuestWaitlist } from '../contract/waitlist.ts';
import { formatInZone } from '../format/zoned-time.ts';
import { DEFAULT_OFFER_HOURS, freePlaces, hasLimits, MAX_PARTY_SIZE, placesUsed, waitlistPosition, type CapacityState } from './capacity-state.ts';

const finite = (places: number): number | null => (Number.isFinite(places) ? places : null);

/** The organiser's view of an event's places (the settings card, the waitlist page). */
export function capacitySummaryOf(state: CapacityState): CapacitySummary {
  const settings = state.settings;
  const used = placesUsed(state);
  const limits = settings?.variation_capacities ?? {};
  return {
    is_set: settings !== null,
    capacity: settings?.capacity ?? null,
    variation_capacities: limits,
    offer_hours: settings?.offer_hours ?? DEFAULT_OFFER_HOURS,
    offer_mode: settings?.offer_mode ?? 'automatic',
    taken: used.taken,
    offered: used.offered,
    free: settings?.capacity === null || !settings ? null : Math.max(0, settings.capacity - used.taken - used.offered),
    waiting: state.waitlist.length,
    variations: Object.entries(limits).map(([id, capacity]) => {
      const variationUsed = placesUsed(state, id);
      return { id, capacity, ...variationUsed, free: Math.max(0, capacity - variationUsed.taken - variationUsed.offered) };
    }),
  };
}

/** What one guest's RSVP page shows about places. */
export function guestWaitlistOf(state: CapacityState, attendeeId: string, variation: string | null, timezone: string): GuestWaitlist {
  const entry = state.waitlist.find((candidate) => candidate.attendee_id === attendeeId);
  const holdsPlace = Boolean(state.holds[attendeeId]);
  return {
    has_waitlist: hasLimits(state),
    is_full: hasLimits(state) && !holdsPlace && (finite(freePlaces(state, variation)) ?? 1) < 1,
    holds_place: holdsPlace,
    max_party_size: MAX_PARTY_SIZE,
    timezone,
    entry: entry
      ? {
          position: waitlistPosition(state, attendeeId)!,
          party_size: entry.party_size,
          offer: entry.offer
            ? { offer_id: entry.offer.offer_id, expires_at: entry.offer.expires_at, expires_label: formatInZone(entry.offer.expires_at, timezone) }
            : null,
        }
      : null,
  };
}
