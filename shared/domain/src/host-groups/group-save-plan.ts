import { DomainError } from '../deciders/domain-error.ts';
import type { AttendeeCommand } from '../deciders/attendee-decider.ts';
import type { HostGroupCommand, GroupHost } from '../deciders/host-group-decider.ts';
import { validateAttendeeContact, type AttendeeContact } from '../deciders/attendee-rules.ts';
import { checkField, required } from '../validation/rules.ts';
import type { FieldErrors } from '../validation/errors.ts';
import { placeholderContact } from './placeholder-tickets.ts';
import type { GroupTickets } from './group-membership.ts';

/** Spec section 7: saves take created, updated and deleted collections. */
export interface SaveCollections<Created, Updated> {
  created?: Created[];
  updated?: Updated[];
  deleted?: string[];
}
export type HostCreate = AttendeeContact & { attendee_id?: string | null; attending_with_group?: boolean };
export type HostUpdate = AttendeeContact & { attendee_id: string; attending_with_group?: boolean };
export type GuestCreate = AttendeeContact;
export type GuestUpdate = AttendeeContact & { id: string };

export interface GroupSavePlanInput {
  group_id: string;
  event_uuid: string;
  /** The group's name once saved (placeholders carry it) and its current total (0 for a new group). */
  name: string;
  current_name: string | null;
  current_total: number;
  /** total_tickets as sent, or undefined when the save leaves it to follow the guests. */
  requested_total: number | undefined;
  is_email_required: boolean;
  tickets: GroupTickets;
  hosts: GroupHost[];
  /** Host attendees by id, for moving one into or out of the group. */
  host_groups_of: ReadonlyMap<string, string | null>;
  /** Attendee ids of the event that may become hosts (live guests of the event). */
  event_guest_ids: ReadonlySet<string>;
  host_changes: SaveCollections<HostCreate, HostUpdate>;
  guest_changes: SaveCollections<GuestCreate, GuestUpdate>;
  newId: () => string;
}

export interface GroupSavePlan {
  /** The group's own commands (after the create or update the caller puts first). */
  group: HostGroupCommand[];
  /** Commands per attendee id, in order. */
  attendees: Map<string, AttendeeCommand[]>;
  /** total_tickets once saved. */
  total_tickets: number;
}

export const NAMED_TICKETS_EXCEED_TOTAL = (named: number) => `Total tickets may not be less than the ${named} named tickets of the group.`;

function contactOf(input: AttendeeContact): AttendeeContact {
  return { first_name: input.first_name ?? '', last_name: input.last_name ?? '', email: input.email ?? null, phone_number: input.phone_number ?? null };
}

function pick(input: AttendeeContact): AttendeeContact {
  const out: AttendeeContact = {};
  for (const key of ['first_name', 'last_name', 'email', 'phone_number'] as const) if (input[key] !== undefined) out[key] = input[key];
  return out;
}

/**
 * Turns a group form's save into commands on the group and its guests' streams.
 * Named guests stay; created guests take unnamed placeholders first; then
 * placeholders are added or removed so the group holds exactly total_tickets
 * tickets. Removing only ever takes unnamed placeholders: a total below the
 * named tickets is refused (422). Without total_tickets in the save, deleted
 * guests take their tickets with them and created guests beyond the
 * placeholders add theirs.
 */
export function planGroupSave(input: GroupSavePlanInput): GroupSavePlan {
  const errors: FieldErrors = {};
  const attendees = new Map<string, AttendeeCommand[]>();
  const push = (id: string, command: AttendeeCommand) => attendees.set(id, [...(attendees.get(id) ?? []), command]);
  const group: HostGroupCommand[] = [];
  const guestIds = new Set(input.tickets.guests.map((guest) => guest.id));
  const hostIds = new Set(input.hosts.map((host) => host.attendee_id));

  // Guests: checked against the group's rules first, so every error comes back at once.
  const emailRule = input.is_email_required ? [required] : [];
  const checkGuest = (guest: AttendeeContact, prefix: string, partial: boolean) => {
    Object.assign(errors, validateAttendeeContact(guest, { partial, prefix }));
    if (emailRule.length > 0 && (!partial || guest.email !== undefined)) {
      const messages = checkField(guest.email, 'Email', emailRule);
      if (messages.length > 0 && !errors[`${prefix}email`]) errors[`${prefix}email`] = messages;
    }
  };
  const created = input.guest_changes.created ?? [];
  const updated = input.guest_changes.updated ?? [];
  const deleted = new Set(input.guest_changes.deleted ?? []);
  created.forEach((guest, index) => checkGuest(guest, `guests.created.${index}.`, false));
  updated.forEach((guest, index) => checkGuest(pick(guest), `guests.updated.${index}.`, true));
  for (const id of [...deleted, ...updated.map((guest) => guest.id)]) if (!guestIds.has(id)) throw DomainError.notFound('attendee');

  const namedLeft = input.tickets.named.filter((guest) => !deleted.has(guest.id));
  const placeholdersLeft = input.tickets.placeholders.filter((guest) => !deleted.has(guest.id));
  const namedAfter = namedLeft.length + created.length;
  const total = input.requested_total ?? Math.max(namedAfter, input.current_total - deleted.size);
  if (namedAfter > total) errors.total_tickets = [NAMED_TICKETS_EXCEED_TOTAL(namedAfter)];

  // Hosts: new people become guests of the event first; existing guests are named by id.
  const hostCreated = input.host_changes.created ?? [];
  const hostUpdated = input.host_changes.updated ?? [];
  const hostDeleted = input.host_changes.deleted ?? [];
  hostCreated.forEach((host, index) => {
    const prefix = `hosts.created.${index}.`;
    if (host.attendee_id) {
      if (!input.event_guest_ids.has(host.attendee_id)) errors[`${prefix}attendee_id`] = ['The selected guest could not be found in this event.'];
      else if (hostIds.has(host.attendee_id)) errors[`${prefix}attendee_id`] = ['This guest hosts the group already.'];
      return;
    }
    Object.assign(errors, validateAttendeeContact(host, { partial: false, prefix }));
    const messages = checkField(host.email, 'Email', [required]);
    if (messages.length > 0 && !errors[`${prefix}email`]) errors[`${prefix}email`] = messages;
  });
  hostUpdated.forEach((host, index) => {
    if (!hostIds.has(host.attendee_id)) throw DomainError.notFound('host');
    Object.assign(errors, validateAttendeeContact(pick(host), { partial: true, prefix: `hosts.updated.${index}.` }));
  });
  for (const id of hostDeleted) if (!hostIds.has(id)) throw DomainError.notFound('host');
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);

  // Guests' own changes.
  for (const guest of updated) {
    const contact = pick(guest);
    if (Object.keys(contact).length > 0) push(guest.id, { type: 'ChangeAttendeeDetails', contact });
  }
  for (const id of deleted) push(id, { type: 'RemoveAttendee' });
  const spare = [...placeholdersLeft];
  for (const guest of created) {
    const placeholder = spare.shift();
    if (placeholder) push(placeholder.id, { type: 'NamePlaceholder', contact: contactOf(guest) });
    else {
      const id = input.newId();
      push(id, newGuest(input, id, contactOf(guest), false));
    }
  }
  // Exactly `total` tickets: add placeholders, or remove unnamed ones (never named guests).
  const missing = total - namedAfter - spare.length;
  for (let i = 0; i < missing; i++) {
    const id = input.newId();
    push(id, newGuest(input, id, placeholderContact(input.name), true));
  }
  const surplus = spare.splice(0, Math.max(0, -missing));
  for (const placeholder of surplus) push(placeholder.id, { type: 'RemovePlaceholder' });
  if (input.current_name !== null && input.current_name !== input.name) {
    for (const placeholder of spare) push(placeholder.id, { type: 'RenamePlaceholder', last_name: input.name });
  }

  // Hosts.
  for (const host of hostCreated) {
    const attending = host.attending_with_group ?? false;
    let id = host.attendee_id ?? null;
    if (!id) {
      id = input.newId();
      push(id, { ...newGuest(input, id, contactOf(host), false), host_group_id: attending ? input.group_id : null });
    } else if (attending !== (input.host_groups_of.get(id) === input.group_id)) {
      push(id, { type: 'MoveToHostGroup', host_group_id: attending ? input.group_id : null });
    }
    group.push({ type: 'AddHost', attendee_id: id, attending_with_group: attending });
  }
  for (const host of hostUpdated) {
    const contact = pick(host);
    if (Object.keys(contact).length > 0) push(host.attendee_id, { type: 'ChangeAttendeeDetails', contact });
    if (host.attending_with_group !== undefined) {
      group.push({ type: 'ChangeHost', attendee_id: host.attendee_id, attending_with_group: host.attending_with_group });
      const inGroup = input.host_groups_of.get(host.attendee_id) === input.group_id;
      if (host.attending_with_group !== inGroup)
        push(host.attendee_id, { type: 'MoveToHostGroup', host_group_id: host.attending_with_group ? input.group_id : null });
    }
  }
  for (const id of hostDeleted) {
    group.push({ type: 'RemoveHost', attendee_id: id });
    // A host who came with the group held no ticket of it: they leave it with their role.
    if (input.host_groups_of.get(id) === input.group_id) push(id, { type: 'MoveToHostGroup', host_group_id: null });
  }

  return { group, attendees, total_tickets: total };
}

function newGuest(input: GroupSavePlanInput, attendeeId: string, contact: AttendeeContact, placeholder: boolean): AttendeeCommand & { type: 'AddAttendee' } {
  return {
    type: 'AddAttendee',
    attendee_id: attendeeId,
    event_uuid: input.event_uuid,
    contact,
    parent_attendee_id: null,
    host_group_id: input.group_id,
    ...(placeholder ? { is_placeholder: true } : {}),
  };
}
