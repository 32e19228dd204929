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
