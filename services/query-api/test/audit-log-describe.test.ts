import { describe, expect, it } from 'vitest';
import { describeAuditEvent } from '../src/audit/describe-audit-event.ts';

const EVENT = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-000000000002';

describe('describeAuditEvent', () => {
  it.each([
    ['EventUpdated', { changes: { name: 'New', starts_date: '2099-01-01' } }, "Changed the event's name, starts date"],
    ['EventLocationChanged', { location: { name: 'Town Hall' } }, 'Changed the location to “Town Hall”'],
    ['EventArchived', {}, 'Archived the event'],
    [
      'EventAdministratorRoleChanged',
      { event_uuid: EVENT, administrator_id: ID, role: 'check_in_with_floorplan' },
      "Changed a team member's role to Check-in with Floorplan",
    ],
    ['CustomFieldAdded', { field_id: ID, label: 'Diet', type: 'text', options: [], is_required: false, ordering: 1 }, 'Added the custom field “Diet”'],
    ['TicketVariationsSet', { ticket_variations: [{ id: ID, name: 'VIP', type: 'ticket', is_default: true }] }, 'Set the ticket variations (1 variation)'],
    ['AttendeeTagUpdated', { event_uuid: EVENT, tag_id: ID, changes: { name: 'VIP' } }, 'Renamed a tag to “VIP”'],
    ['AttendeeTagUpdated', { event_uuid: EVENT, tag_id: ID, changes: { color: 'red' } }, "Changed a tag's color"],
    ['ActionAlertCreated', { event_uuid: EVENT, alert_id: ID, user_id: ID, action: 'rsvp_yes' }, 'Added an alert: tell a user when a guest replies Yes'],
    [
      'GuestAlertTriggered',
      {
        event_uuid: EVENT,
        attendee_id: ID,
        action: 'check_in',
        guest_name: 'Ana',
        recipients: [{ user_id: ID, name: 'Bo', reason: 'action_alert' }],
        occurred_at: '',
      },
      'Alerted Bo: Ana checked in',
    ],
    ['AttendeeInvited', { event_uuid: EVENT, invitation_sent_at: '', message: null, resend: true }, 'Invitation resent'],
    ['CheckInAlertSet', { event_uuid: EVENT, user_ids: [] }, 'Check-in alert cleared'],
    // A guest's own changes read as their history does.
    ['AttendeeCheckedIn', { event_uuid: EVENT, checked_in_at: '' }, 'Checked in'],
    ['AttendeeRsvpSet', { event_uuid: EVENT, is_attending: null, rsvped_at: null }, 'RSVP set to Pending'],
    ['AttendeeTagsAdded', { event_uuid: EVENT, tag_ids: [ID, EVENT] }, 'Tagged with 2 tags'],
  ])('%s → a sentence', (type, data, expected) => {
    expect(describeAuditEvent(type, data)).toBe(expected);
  });

  it("words the floor plan's changes: a save by what it added, changed and deleted, a seating by where", () => {
    const table = (n: number) => Array.from({ length: n }, () => ({ id: ID }));
    const saved = (created: object, updated: object, deleted: object, settings: object = {}) => ({ event_uuid: EVENT, created, updated, deleted, settings });
    expect(describeAuditEvent('SeatingPlanSaved', saved({ tables: table(3), seats: table(12) }, {}, { tables: [ID], seats: [ID, EVENT] }))).toBe(
      'Floor plan edited: 3 tables added, 1 deleted',
    );
    expect(describeAuditEvent('SeatingPlanSaved', saved({}, { seats: table(2) }, {}, { background_opacity: 0.5 }))).toBe(
      'Floor plan edited: 2 seats changed; background changed',
    );
    expect(describeAuditEvent('SeatingPlanSaved', saved({ canvas_objects: table(1) }, { tables: table(1) }, {}))).toBe(
      'Floor plan edited: 1 table changed; 1 shape added',
    );
    const places = new Map([
      [ID, 'table 12, seat 3'],
      [EVENT, 'Stalls, row B, seat 2'],
    ]);
    expect(describeAuditEvent('AttendeeSeated', { event_uuid: EVENT, seat_id: ID, table_id: ID, previous_seat_id: null }, places)).toBe(
      'Seated at table 12, seat 3',
    );
    expect(describeAuditEvent('AttendeeSeated', { event_uuid: EVENT, seat_id: EVENT, table_id: ID, previous_seat_id: ID }, places)).toBe(
      'Moved to Stalls, row B, seat 2',
    );
    expect(describeAuditEvent('AttendeeSeated', { event_uuid: EVENT, seat_id: EVENT, table_id: ID, previous_seat_id: null }, places)).toBe(
      'Seated in Stalls, row B, seat 2',
    );
    expect(describeAuditEvent('AttendeeSeated', { event_uuid: EVENT, seat_id: ID, table_id: ID, previous_seat_id: null })).toBe(
      'Seated (the seat has since been removed from the floor plan)',
    );
    expect(describeAuditEvent('AttendeeUnseated', { event_uuid: EVENT, seat_id: ID, reason: 'seat_deleted' })).toBe(
      'Unseated: their seat was deleted from the floor plan',
    );
    expect(describeAuditEvent('SeatFreed', { event_uuid: EVENT, seat_id: ID, attendee_id: EVENT }, places)).toBe('Seat freed: table 12, seat 3');
  });

  it('words a type it does not know yet instead of failing', () => {
    expect(describeAuditEvent('SeatSwapRequested', {})).toBe('Seat swap requested');
  });
});
