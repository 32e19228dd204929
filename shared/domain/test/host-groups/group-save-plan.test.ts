import { describe, expect, it } from 'vitest';
import { planGroupSave, type GroupSavePlanInput } from '../../src/host-groups/group-save-plan.ts';
import { ticketsOfGroup, type GroupTicket } from '../../src/host-groups/group-membership.ts';
import { DomainError } from '../../src/deciders/domain-error.ts';

const group_id = 'g';
const ticket = (id: string, named: boolean): GroupTicket => ({
  id,
  first_name: named ? 'Ana' : 'Guest Of',
  last_name: named ? 'Ruiz' : 'Acme',
  email: null,
  phone_number: null,
  parent_attendee_id: null,
  host_group_id: group_id,
  is_real_ticket: named,
  is_attending: null,
  removed: false,
  event_uuid: 'e',
});
let next = 0;
function plan(overrides: Partial<GroupSavePlanInput>, existing: GroupTicket[] = []) {
  return planGroupSave({
    group_id,
    event_uuid: 'e',
    name: 'Acme',
    current_name: 'Acme',
    current_total: existing.length,
    requested_total: undefined,
    is_email_required: false,
    tickets: ticketsOfGroup(group_id, new Set(), existing),
    hosts: [],
    host_groups_of: new Map(),
    event_guest_ids: new Set(),
    host_changes: {},
    guest_changes: {},
    newId: () => `new${++next}`,
    ...overrides,
  });
}
const kinds = (p: ReturnType<typeof plan>) => [...p.attendees.values()].map((commands) => commands.map((c) => c.type).join('+')).sort();

describe('planning a group save', () => {
  it('adds placeholders up to total_tickets', () => {
    const p = plan({ requested_total: 3, current_name: null });
    expect(p.total_tickets).toBe(3);
    expect(kinds(p)).toEqual(['AddAttendee', 'AddAttendee', 'AddAttendee']);
    const first = [...p.attendees.values()][0]![0]!;
    expect(first).toMatchObject({ contact: { first_name: 'Guest Of', last_name: 'Acme' }, host_group_id: group_id, is_placeholder: true });
  });

  it('lowers the total by removing unnamed placeholders only, and refuses to go below the named tickets', () => {
    const existing = [ticket('a', true), ticket('b', false), ticket('c', false)];
    expect(kinds(plan({ requested_total: 2 }, existing))).toEqual(['RemovePlaceholder']);
    expect([...plan({ requested_total: 1 }, existing).attendees.keys()].sort()).toEqual(['b', 'c']);
    let refusal: unknown;
    try {
      plan({ requested_total: 0 }, existing);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).errors).toEqual({ total_tickets: ['Total tickets may not be less than the 1 named tickets of the group.'] });
  });

  it('names created guests into placeholders first, then adds tickets', () => {
    const existing = [ticket('b', false)];
    const p = plan({ guest_changes: { created: [{ first_name: 'Bo' }, { first_name: 'Cy' }] } }, existing);
    expect(p.total_tickets).toBe(2);
    expect(p.attendees.get('b')).toEqual([{ type: 'NamePlaceholder', contact: { first_name: 'Bo', last_name: '', email: null, phone_number: null } }]);
    expect(kinds(p)).toEqual(['AddAttendee', 'NamePlaceholder']);
  });

  it('renames remaining placeholders with the group and lets deleted guests take their tickets', () => {
    const existing = [ticket('a', true), ticket('b', false)];
    const p = plan({ name: 'Acme Inc', guest_changes: { deleted: ['a'] } }, existing);
    expect(p.total_tickets).toBe(1);
    expect(p.attendees.get('a')).toEqual([{ type: 'RemoveAttendee' }]);
    expect(p.attendees.get('b')).toEqual([{ type: 'RenamePlaceholder', last_name: 'Acme Inc' }]);
  });

  it('requires an email for guests when the group does, and for every new host', () => {
    let refusal: unknown;
    try {
      plan({ is_email_required: true, guest_changes: { created: [{ first_name: 'Bo' }] }, host_changes: { created: [{ first_name: 'Hal', email: 'bad' }] } });
    } catch (error) {
      refusal = error;
    }
    expect((refusal as DomainError).errors).toEqual({
      'guests.created.0.email': ['Email is required.'],
      'hosts.created.0.email': ['Email must be a valid email address.'],
    });
  });

  it('adds a new host as a guest of the event, in the group when they come with it', () => {
    const p = plan({ host_changes: { created: [{ first_name: 'Hal', email: 'hal@example.org', attending_with_group: true }] } });
    const [id, commands] = [...p.attendees.entries()][0]!;
    expect(commands[0]).toMatchObject({ type: 'AddAttendee', host_group_id: group_id, contact: { email: 'hal@example.org' } });
    expect(commands[0]).not.toHaveProperty('is_placeholder');
    expect(p.group).toEqual([{ type: 'AddHost', attendee_id: id, attending_with_group: true }]);
  });
});
