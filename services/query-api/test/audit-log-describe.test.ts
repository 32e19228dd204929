import { describe, expect, it } from 'vitest';
import { describeAuditEvent } from '../src/audit/describe-audit-event.ts';

const EVENT = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-000000000002';

describe('describeAuditEvent', () => {
  it.each([
    ['EventUpdated', { changes: { name: 'New', starts_date: '2099-01-01' } }, "Changed the event's name, starts date"],
    ['EventLocationChanged', { location: { name: 'Town Hall' } }, 'Changed the location to “Town Hall”'],
    ['EventArchived', {}, 'Archived the event'],
    ['EventAdministratorRoleChanged', { event_uuid: EVENT, administrator_id: ID, role: 'check_in_with_floorplan' }, "Changed a team member's role to Check-in with Floorplan"],
    ['CustomFieldAdded', { field_id: ID, label: 'Diet', type: 'text', options: [], is_required: false, ordering: 1 }, 'Added the custom field “Diet”'],
    ['TicketVariationsSet', { ticket_variations: [{ id: ID, name: 'VIP', type: 'ticket', is_default: true }] }, 'Set the ticket variations (1 variation)'],
    ['AttendeeTagUpdated', { event_uuid: EVENT, tag_id: ID, changes: { name: 'VIP' } }, 'Renamed a tag to “VIP”'],
    ['AttendeeTagUpdated', { event_uuid: EVENT, tag_id: ID, changes: { color: 'red' } }, "Changed a tag's color"],
    ['ActionAlertCreated', { event_uuid: EVENT, alert_id: ID, user_id: ID, action: 'rsvp_yes' }, 'Added an alert: tell a user when a guest replies Yes'],
    ['GuestAlertTriggered', { event_uuid: EVENT, attendee_id: ID, action: 'check_in', guest_name: 'Ana', recipients: [{ user_id: ID, name: 'Bo', reason: 'action_alert' }], occurred_at: '' }, 'Alerted Bo: Ana checked in'],
    ['AttendeeInvited', { event_uuid: EVENT, invitation_sent_at: '', message: null, resend: true }, 'Invitation resent'],
    ['CheckInAlertSet', { event_uuid: EVENT, user_ids: [] }, 'Check-in alert cleared'],
    // A guest's own changes read as their history does.
    ['AttendeeCheckedIn', { event_uuid: EVENT, checked_in_at: '' }, 'Checked in'],
    ['AttendeeRsvpSet', { event_uuid: EVENT, is_attending: null, rsvped_at: null }, 'RSVP set to Pending'],
    ['AttendeeTagsAdded', { event_uuid: EVENT, tag_ids: [ID, EVENT] }, 'Tagged with 2 tags'],
  ])('%s → a sentence', (type, data, expected) => {
    expect(describeAuditEvent(type, data)).toBe(expected);
  });

  it('words a type it does not know yet instead of failing', () => {
    expect(describeAuditEvent('SeatSwapRequested', {})).toBe('Seat swap requested');
  });
});
