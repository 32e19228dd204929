import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { fold } from '../../src/deciders/decider.ts';
import { groupStateOf, hostGroupTicketsDecider } from '../../src/deciders/host-group-tickets-decider.ts';
import { givenFor } from './given-when-then.ts';

// One decider over a group's stream and its guests' streams: each command goes
// to its own stream's rules, each event folds into its own part of the state.

const given = givenFor(hostGroupTicketsDecider);
const group_id = '00000000-0000-4000-8000-000000000001';
const event_uuid = '00000000-0000-4000-8000-0000000000e1';
const guest = '00000000-0000-4000-8000-0000000000a1';
const fields = {
  name: 'Acme',
  is_active: true,
  total_tickets: 2,
  tag_color: null,
  host_group_tag_id: null,
  is_public_link_enabled: false,
  journey_id: null,
  host_access_till: null,
  experience_type: 'pro' as const,
  is_sending_tickets_enabled: true,
  is_email_required: false,
  is_seating_hidden: false,
  is_view_floorplan_enabled: false,
};
const groupCreated: DomainEvent = { type: 'HostGroupCreated', data: { group_id, event_uuid, ...fields } };
const ticketAdded: DomainEvent = {
  type: 'AttendeeAdded',
  data: {
    attendee_id: guest,
    event_uuid,
    first_name: 'Guest Of',
    last_name: 'Acme',
    email: null,
    phone_number: null,
    parent_attendee_id: null,
    is_approved: true,
    is_attending: null,
    host_group_id: group_id,
    is_placeholder: true,
  },
};
const at = new Date('2030-01-01T18:00:00Z');

describe('host group tickets decider', () => {
  it("decides a group's commands on the group's stream", () => {
    given(groupCreated)
      .when({ on: 'group', commands: [{ type: 'DeleteHostGroup' }] })
      .then([{ type: 'HostGroupDeleted', data: { group_id, event_uuid } }]);
    given()
      .when({ on: 'group', commands: [{ type: 'DeleteHostGroup' }] })
      .thenRefuses({ kind: 'not_found', code: 'host_group_not_found' });
  });

  it("decides a ticket's commands on the guest's stream, one after the other", () => {
    given(ticketAdded)
      .when({ on: 'attendee', commands: [{ type: 'CheckIn', at }, { type: 'UndoCheckIn' }] })
      .then([
        { type: 'AttendeeCheckedIn', data: { event_uuid, checked_in_at: at.toISOString() } },
        { type: 'AttendeeCheckInUndone', data: { event_uuid } },
      ]);
    given(ticketAdded)
      .when({ on: 'attendee', commands: [{ type: 'UndoCheckIn' }] })
      .thenRefuses({ kind: 'conflict', code: 'not_checked_in' });
  });

  it("folds the group's events into the group beside the guest's, so a guest stream folded here is still a guest's state", () => {
    const state = fold(hostGroupTicketsDecider, [groupCreated, ticketAdded]);
    expect(groupStateOf(state)).toMatchObject({ exists: true, group_id, event_uuid, fields: { name: 'Acme', total_tickets: 2 } });
    expect(state).toMatchObject({ exists: true, event_uuid });
    const guestOnly = fold(hostGroupTicketsDecider, [ticketAdded]);
    expect(groupStateOf(guestOnly).exists).toBe(false);
  });
});
