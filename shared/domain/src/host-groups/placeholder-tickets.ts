/**
 * Spec section 4: a group's unnamed tickets are placeholders named
 * 'Guest Of {group name}'. We store that as first_name 'Guest Of' and
 * last_name = the group's name, so the guest list's name columns, search and
 * sort treat a placeholder like any guest and show the full phrase.
 */
export const PLACEHOLDER_FIRST_NAME = 'Guest Of';

export function placeholderContact(groupName: string): { first_name: string; last_name: string; email: null; phone_number: null } {
  return { first_name: PLACEHOLDER_FIRST_NAME, last_name: groupName, email: null, phone_number: null };
}

/**
 * A ticket stays a placeholder until its name is changed, or its parent, group
 * or last name differs from the group's (spec section 4). The attendee's own
 * stream records that (`is_real_ticket`); this is the same rule for callers
 * holding only the fields.
 */
export function isPlaceholderTicket(
  ticket: { first_name: string; last_name: string; parent_attendee_id: string | null; host_group_id: string | null; is_real_ticket: boolean },
  group: { id: string; name: string },
): boolean {
  return (
    !ticket.is_real_ticket &&
    ticket.first_name === PLACEHOLDER_FIRST_NAME &&
    ticket.last_name === group.name &&
    ticket.parent_attendee_id === null &&
    ticket.host_group_id === group.id
  );
}
