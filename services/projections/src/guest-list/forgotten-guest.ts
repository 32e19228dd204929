import { FORGOTTEN_FIRST_NAME, FORGOTTEN_LAST_NAME, FORGOTTEN_NAME } from '@usher/events';
import type { GuestRow } from '@usher/read-models/guest-row';

/**
 * A forgotten guest's row: every column that copied their personal data is
 * blanked (search text and the email the uploads match by included), while
 * RSVP, approval, check-in, tags and seating stay, so every count stays right.
 */
export function forgottenGuestChanges(at: string): Partial<GuestRow> {
  return {
    first_name: FORGOTTEN_FIRST_NAME,
    last_name: FORGOTTEN_LAST_NAME,
    full_name: FORGOTTEN_NAME,
    email: null,
    phone_number: null,
    // An order number in another product leads back to the person.
    reference: null,
    custom_fields: {},
    last_invitation_message: null,
    // Nothing to find them by: a search for "forgotten" should not list them either.
    search_text: '',
    is_forgotten: true,
    updated_at: at,
  };
}
