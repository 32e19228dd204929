import { describe, expect, it } from 'vitest';
import { hostGroupDecider, type GroupEventFacts } from '../../src/deciders/host-group-decider.ts';
import { hostGroupTagDecider } from '../../src/deciders/host-group-tag-decider.ts';
import { attendeeDecider } from '../../src/deciders/attendee-decider.ts';
import { defaultEventSettings } from '../../src/deciders/event-defaults.ts';
import { buildHostAccessDeadline, GROUP_TOTAL_TICKETS_MAX } from '../../src/host-groups/host-group-rules.ts';
import { givenFor } from './given-when-then.ts';

const given = givenFor(hostGroupDecider);
const group_id = '00000000-0000-4000-8000-000000000001';
const event_uuid = '00000000-0000-4000-8000-0000000000e1';
const tag = '00000000-0000-4000-8000-0000000000t1'.replace('t', 'a');
const host = '00000000-0000-4000-8000-0000000000h1'.replace('h', 'b');
const facts: GroupEventFacts = { group_settings: defaultEventSettings().group_settings, is_seating_enabled: true, tag_ids: new Set([tag]) };
const defaults = {
  is_active: true,
  total_tickets: 0,
  tag_color: null,
  host_group_tag_id: null,
  is_public_link_enabled: false,
  journey_id: null,
  host_access_till: null,
  experience_type: 'pro' as const,
  is_sending_tickets_enabled: true,
  is_email_required: false,
  is_seating_hidden: false,
};
const created = { type: 'HostGroupCreated' as const, data: { group_id, event_uuid, ...defaults, name: 'Acme', is_view_floorplan_enabled: false } };

describe('host group decider', () => {
  it("creates a group with the event's group settings as defaults; pro forces floor-plan viewing off", () => {
    given()
      .when({ type: 'CreateHostGroup', group_id, event_uuid, input: { name: ' Acme ' }, event: facts })
      .then([created]);
  });

  it('keeps floor-plan viewing for a go group, unless the event has no seating', () => {
    const input = { name: 'Acme', experience_type: 'go', is_view_floorplan_enabled: true };
    given()
      .when({ type: 'CreateHostGroup', group_id, event_uuid, input, event: facts })
      .then([{ type: 'HostGroupCreated', data: { ...created.data, experience_type: 'go', is_view_floorplan_enabled: true } }]);
    given()
      .when({ type: 'CreateHostGroup', group_id, event_uuid, input, event: { ...facts, is_seating_enabled: false } })
      .then([{ type: 'HostGroupCreated', data: { ...created.data, experience_type: 'go', is_view_floorplan_enabled: false } }]);
  });

  it('refuses a missing name, a bad ticket count, an unknown tag and a malformed deadline with the shared messages', () => {
    given()
      .when({
        type: 'CreateHostGroup',
        group_id,
        event_uuid,
        input: { name: '', total_tickets: -1, host_group_tag_id: host, host_access_till: 'soon' },
        event: facts,
      })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: {
          name: ['Name is required.'],
          total_tickets: ['Total tickets must be a whole number of 0 or more.'],
          host_group_tag_id: ['The selected group tag is invalid.'],
          host_access_till: ['Host access till is invalid.'],
        },
      });
    given()
      .when({ type: 'CreateHostGroup', group_id, event_uuid, input: { name: 'x'.repeat(256), total_tickets: GROUP_TOTAL_TICKETS_MAX + 1 }, event: facts })
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: {
          name: ['Name may not be greater than 255 characters.'],
          total_tickets: [`Total tickets may not be greater than ${GROUP_TOTAL_TICKETS_MAX}.`],
        },
      });
  });

  it("records only changed fields, with the deadline as 'date time:00'", () => {
    given(created)
      .when({
        type: 'UpdateHostGroup',
        input: { name: 'Acme', total_tickets: '3', host_access_till: '2099-01-01 18:30', host_group_tag_id: tag },
        event: facts,
      })
      .then([
        {
          type: 'HostGroupUpdated',
          data: { group_id, event_uuid, changes: { total_tickets: 3, host_access_till: '2099-01-01 18:30:00', host_group_tag_id: tag } },
        },
      ]);
    given(created)
      .when({ type: 'UpdateHostGroup', input: { name: 'Acme' }, event: facts })
      .then([]);
  });

  it('switching to pro turns floor-plan viewing off in the same change', () => {
    const go = { ...created, data: { ...created.data, experience_type: 'go' as const, is_view_floorplan_enabled: true } };
    given(go)
      .when({ type: 'UpdateHostGroup', input: { experience_type: 'pro' }, event: facts })
      .then([{ type: 'HostGroupUpdated', data: { group_id, event_uuid, changes: { experience_type: 'pro', is_view_floorplan_enabled: false } } }]);
  });

  it('adds, changes and removes hosts; refuses a host twice and an unknown one', () => {
    const added = { type: 'HostGroupHostAdded' as const, data: { group_id, event_uuid, attendee_id: host, attending_with_group: false } };
    given(created).when({ type: 'AddHost', attendee_id: host, attending_with_group: false }).then([added]);
    given(created, added).when({ type: 'AddHost', attendee_id: host, attending_with_group: true }).thenRefuses({ kind: 'conflict', code: 'host_exists' });
    given(created, added)
      .when({ type: 'ChangeHost', attendee_id: host, attending_with_group: true })
      .then([{ type: 'HostGroupHostChanged', data: { group_id, event_uuid, attendee_id: host, attending_with_group: true } }]);
    given(created, added)
      .when({ type: 'RemoveHost', attendee_id: host })
      .then([{ type: 'HostGroupHostRemoved', data: { group_id, event_uuid, attendee_id: host } }]);
    given(created).when({ type: 'RemoveHost', attendee_id: host }).thenRefuses({ kind: 'not_found', code: 'host_not_found' });
  });

  it('shares and sends only when someone can be emailed, and knows no deleted group', () => {
    given(created)
      .when({ type: 'ShareHostGroup', host_ids: [host] })
      .then([{ type: 'HostGroupShared', data: { group_id, event_uuid, host_ids: [host] } }]);
    given(created).when({ type: 'ShareHostGroup', host_ids: [] }).thenRefuses({ kind: 'conflict', code: 'no_hosts_to_share_with' });
    given(created).when({ type: 'SendHostGroupTickets', attendee_ids: [] }).thenRefuses({ kind: 'conflict', code: 'no_tickets_to_send' });
    const deleted = { type: 'HostGroupDeleted' as const, data: { group_id, event_uuid } };
    given(created).when({ type: 'DeleteHostGroup' }).then([deleted]);
    given(created, deleted)
      .when({ type: 'UpdateHostGroup', input: { name: 'B' }, event: facts })
      .thenRefuses({ kind: 'not_found', code: 'host_group_not_found' });
  });

  it("builds the host access deadline as 'date time:00', empty when a part is missing", () => {
    expect(buildHostAccessDeadline('2099-01-01', '18:30')).toBe('2099-01-01 18:30:00');
    expect(buildHostAccessDeadline('2099-01-01', '')).toBeNull();
    expect(buildHostAccessDeadline(null, '18:30')).toBeNull();
  });
});

describe('host group tag decider', () => {
  const givenTags = givenFor(hostGroupTagDecider);
  const added = { type: 'HostGroupTagAdded' as const, data: { event_uuid, tag_id: tag, name: 'Sponsors' } };
  it('adds a tag with a unique name and deletes a known one', () => {
    givenTags().when({ type: 'AddHostGroupTag', event_uuid, tag_id: tag, name: ' Sponsors ' }).then([added]);
    givenTags(added)
      .when({ type: 'AddHostGroupTag', event_uuid, tag_id: host, name: 'sponsors' })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { name: ['The name has already been taken.'] } });
    givenTags(added)
      .when({ type: 'DeleteHostGroupTag', event_uuid, tag_id: tag })
      .then([{ type: 'HostGroupTagDeleted', data: { event_uuid, tag_id: tag } }]);
    givenTags().when({ type: 'DeleteHostGroupTag', event_uuid, tag_id: tag }).thenRefuses({ kind: 'not_found', code: 'host_group_tag_not_found' });
  });
});

describe("a guest's group and ticket", () => {
  const givenGuest = givenFor(attendeeDecider);
  const placeholder = {
    type: 'AttendeeAdded' as const,
    data: {
      attendee_id: host,
      event_uuid,
      first_name: 'Guest Of',
      last_name: 'Acme',
      email: null,
      has_email: false,
      phone_number: null,
      parent_attendee_id: null,
      is_approved: true,
      is_attending: null,
      host_group_id: group_id,
      is_placeholder: true,
    },
  };
  it('adds a placeholder ticket of a group', () => {
    givenGuest()
      .when({
        type: 'AddAttendee',
        attendee_id: host,
        event_uuid,
        contact: { first_name: 'Guest Of', last_name: 'Acme' },
        parent_attendee_id: null,
        host_group_id: group_id,
        is_placeholder: true,
      })
      .then([placeholder]);
  });
  it('renames a placeholder with its group, but not a named ticket', () => {
    givenGuest(placeholder)
      .when({ type: 'RenamePlaceholder', last_name: 'Acme Inc' })
      .then([{ type: 'AttendeePlaceholderRenamed', data: { event_uuid, last_name: 'Acme Inc' } }]);
    const named = { type: 'AttendeeDetailsChanged' as const, data: { changes: { first_name: 'Ana' }, previous: { first_name: 'Guest Of' } } };
    givenGuest(placeholder, named).when({ type: 'RenamePlaceholder', last_name: 'Acme Inc' }).then([]);
  });
  it('names or removes a placeholder, but refuses either once it was named meanwhile', () => {
    const named = { type: 'AttendeeDetailsChanged' as const, data: { changes: { first_name: 'Ana' }, previous: { first_name: 'Guest Of' } } };
    givenGuest(placeholder)
      .when({ type: 'NamePlaceholder', contact: { first_name: 'Bo' } })
      .then([{ type: 'AttendeeDetailsChanged', data: { changes: { first_name: 'Bo' }, previous: { first_name: 'Guest Of' } } }]);
    givenGuest(placeholder)
      .when({ type: 'RemovePlaceholder' })
      .then([{ type: 'AttendeeRemoved', data: { event_uuid } }]);
    givenGuest(placeholder, named)
      .when({ type: 'NamePlaceholder', contact: { first_name: 'Bo' } })
      .thenRefuses({ kind: 'conflict', code: 'ticket_named' });
    givenGuest(placeholder, named).when({ type: 'RemovePlaceholder' }).thenRefuses({ kind: 'conflict', code: 'ticket_named' });
  });

  it('moves a guest between groups, and refuses a move to where they are', () => {
    givenGuest(placeholder)
      .when({ type: 'MoveToHostGroup', host_group_id: null })
      .then([{ type: 'AttendeeMovedToHostGroup', data: { event_uuid, host_group_id: null, from_host_group_id: group_id } }]);
    givenGuest(placeholder).when({ type: 'MoveToHostGroup', host_group_id: group_id }).thenRefuses({ kind: 'conflict', code: 'already_in_group' });
  });
});
