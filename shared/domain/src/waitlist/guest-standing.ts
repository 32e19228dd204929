import type { AttendeeState } from '../deciders/attendee-decider.ts';
import type { GuestStanding } from './capacity-decider.ts';

/** A plus-one comes within their host's places unless deleted or they said No themselves. */
const comesAlong = (plusOne: AttendeeState) => plusOne.exists && !plusOne.removed && plusOne.is_attending !== false;

/** Whether a guest holds places, from their own stream: an approved Yes does; anything else does not, and says why. */
export function standingOf(attendeeId: string, guest: AttendeeState, plusOnes: readonly AttendeeState[]): GuestStanding {
  const base = { attendee_id: attendeeId, ticket_variation_id: guest.ticket_variation_id ?? null, plus_ones: plusOnes.filter(comesAlong).length };
  if (!guest.exists || guest.removed) return { ...base, counted: false, reason: 'removed' };
  if (guest.is_attending === false) return { ...base, counted: false, reason: 'declined' };
  if (guest.is_attending === null) return { ...base, counted: false, reason: 'pending' };
  if (guest.is_approved !== true) return { ...base, counted: false, reason: 'not_approved' };
  return { ...base, counted: true, reason: null };
}
