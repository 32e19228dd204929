import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from './given-when-then.ts';
import { attendeeDecider } from '../../src/deciders/attendee-decider.ts';
import { fold } from '../../src/deciders/decider.ts';
import { actionAlertsDecider } from '../../src/deciders/action-alerts-decider.ts';

const NOW = new Date('2030-06-15T12:00:00Z');
const GUEST = '44444444-4444-4444-8444-444444444444';
const EVENT = '66666666-6666-4666-8666-666666666666';
const USER_A = '77777777-7777-4777-8777-777777777777';
const USER_B = '88888888-8888-4888-8888-888888888888';
const ALERT = '99999999-9999-4999-8999-999999999999';

const given = givenFor(attendeeDecider);
const addedWith = (email: string | null): DomainEvent => ({
  type: 'AttendeeAdded',
  data: {
    attendee_id: GUEST,
    event_uuid: EVENT,
    first_name: 'Ana',
    last_name: 'Ruiz',
    email,
    phone_number: null,
    parent_attendee_id: null,
    is_approved: true,
    is_attending: null,
  },
});
const added = addedWith('ana@example.com');
const invited = (resend: boolean, message: string | null = null): DomainEvent => ({
  type: 'AttendeeInvited',
  data: { event_uuid: EVENT, invitation_sent_at: NOW.toISOString(), message, resend },
});
const clicked: DomainEvent = { type: 'AttendeeInvitationLinkClicked', data: { event_uuid: EVENT, link_clicked_at: NOW.toISOString() } };
const alertSet = (user_ids: string[]): DomainEvent => ({ type: 'CheckInAlertSet', data: { event_uuid: EVENT, user_ids } });

describe('Invite', () => {
  it('invites a guest with an email, trimming the message', () => {
    given(added)
      .when({ type: 'Invite', at: NOW, message: '  See you!  ' })
      .then([invited(false, 'See you!')]);
  });
  it('a second invitation is a resend; a blank message is no message', () => {
    given(added, invited(false))
      .when({ type: 'Invite', at: NOW, message: '   ' })
      .then([invited(true)]);
  });
  it('refuses a guest without an email', () => {
    given(addedWith(null))
      .when({ type: 'Invite', at: NOW, message: null })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { email: ['This guest has no email address.'] } });
  });
  it('passes over a guest without an email in bulk', () => {
    given(addedWith(null)).when({ type: 'Invite', at: NOW, message: null, skipWithoutEmail: true }).then([]);
  });
  it('refuses a removed guest', () => {
    given(added, { type: 'AttendeeRemoved', data: { event_uuid: EVENT } })
      .when({ type: 'Invite', at: NOW, message: null })
      .thenRefuses({ kind: 'not_found', code: 'attendee_not_found' });
  });
});

describe('Invite naming a journey', () => {
  const JOURNEY_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
  const JOURNEY_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
  const invitedTo = (journey_id: string | null): DomainEvent => ({
    type: 'AttendeeInvited',
    data: { event_uuid: EVENT, invitation_sent_at: NOW.toISOString(), message: null, resend: false, journey_id },
  });
  const journeyAfter = (...history: DomainEvent[]) => fold(attendeeDecider, history).invitation_journey_id;

  it('records the journey the invitation names', () => {
    given(added)
      .when({ type: 'Invite', at: NOW, message: null, journey_id: JOURNEY_A })
      .then([invitedTo(JOURNEY_A)]);
  });
  it("keeps the latest invitation's journey", () => {
    expect(journeyAfter(added, invitedTo(JOURNEY_A), invitedTo(JOURNEY_B))).toBe(JOURNEY_B);
  });
  it('an invitation naming no journey keeps the earlier choice; invitations recorded before journeys read as none', () => {
    expect(journeyAfter(added, invitedTo(JOURNEY_A), invited(true))).toBe(JOURNEY_A);
    expect(journeyAfter(added, invitedTo(JOURNEY_A), invitedTo(null))).toBe(JOURNEY_A);
    expect(journeyAfter(added, invited(false))).toBeNull();
  });
});

describe('ClickInvitationLink', () => {
  it('records the first opening', () => {
    given(added, invited(false)).when({ type: 'ClickInvitationLink', at: NOW }).then([clicked]);
  });
  it('records nothing on later openings', () => {
    given(added, invited(false), clicked)
      .when({ type: 'ClickInvitationLink', at: new Date('2031-01-01T00:00:00Z') })
      .then([]);
  });
});

describe('SetCheckInAlert', () => {
  it('sets the users, once each and in a stable order', () => {
    given(added)
      .when({ type: 'SetCheckInAlert', user_ids: [USER_B, USER_A, USER_B] })
      .then([alertSet([USER_A, USER_B])]);
  });
  it('changes nothing when the same users are chosen again', () => {
    given(added, alertSet([USER_A, USER_B]))
      .when({ type: 'SetCheckInAlert', user_ids: [USER_B, USER_A] })
      .then([]);
  });
  it('clears with no users', () => {
    given(added, alertSet([USER_A]))
      .when({ type: 'SetCheckInAlert', user_ids: [] })
      .then([alertSet([])]);
  });
});

describe('action alerts', () => {
  const givenAlerts = givenFor(actionAlertsDecider);
  const created: DomainEvent = { type: 'ActionAlertCreated', data: { event_uuid: EVENT, alert_id: ALERT, user_id: USER_A, action: 'check_in' } };
  it('creates a rule', () => {
    givenAlerts().when({ type: 'CreateActionAlert', event_uuid: EVENT, alert_id: ALERT, user_id: USER_A, action: 'check_in' }).then([created]);
  });
  it('refuses a second rule for the same user and action', () => {
    givenAlerts(created)
      .when({ type: 'CreateActionAlert', event_uuid: EVENT, alert_id: USER_B, user_id: USER_A, action: 'check_in' })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { action: ['This user already has an alert for this action.'] } });
  });
  it('deletes a rule, and a deleted rule is gone', () => {
    const deleted: DomainEvent = { type: 'ActionAlertDeleted', data: { event_uuid: EVENT, alert_id: ALERT } };
    givenAlerts(created).when({ type: 'DeleteActionAlert', event_uuid: EVENT, alert_id: ALERT }).then([deleted]);
    givenAlerts(created, deleted)
      .when({ type: 'DeleteActionAlert', event_uuid: EVENT, alert_id: ALERT })
      .thenRefuses({ kind: 'not_found', code: 'action_alert_not_found' });
  });
});
