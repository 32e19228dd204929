/**
 * Who belongs to a group, in one place for the dashboard's handlers and the
 * host portal: a group's guests are the live attendees whose host_group_id
 * names it, except its hosts (who may also come with the group); its tickets
 * are those guests, each a placeholder or named (spec section 4).
 */
export interface GroupTicket {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  parent_attendee_id: string | null;
  host_group_id: string | null;
  is_real_ticket: boolean;
  is_attending: boolean | null;
  removed: boolean;
  event_uuid: string | null;
}

export interface GroupTickets {
  /** Every guest of the group (its tickets), named ones first in the order given. */
  guests: GroupTicket[];
  named: GroupTicket[];
  placeholders: GroupTicket[];
}

export function ticketsOfGroup(groupId: string, hostIds: ReadonlySet<string>, attendees: Iterable<GroupTicket>): GroupTickets {
  const guests = [...attendees].filter((a) => !a.removed && a.host_group_id === groupId && !hostIds.has(a.id));
  const named = guests.filter((a) => a.is_real_ticket);
  const placeholders = guests.filter((a) => !a.is_real_ticket);
  return { guests: [...named, ...placeholders], named, placeholders };
}

/** A host may use their access while the group is active and its deadline ('date time:00', event time) has not passed. */
export function hostAccessOpen(group: { is_active: boolean; host_access_till: string | null }, nowInEventZone: string): boolean {
  if (!group.is_active) return false;
  return group.host_access_till === null || nowInEventZone < group.host_access_till;
}
