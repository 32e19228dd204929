/**
 * Plus-ones a guest may bring through their RSVP link. Spec is silent; we
 * allow them on events that collect RSVPs (is_rsvp), up to this many per guest.
 */
export const PLUS_ONE_LIMIT = 3;

export function plusOnesAllowed(event: { is_rsvp: boolean }): boolean {
  return event.is_rsvp;
}
