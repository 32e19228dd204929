import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from './given-when-then.ts';
import { eventTeamDecider } from '../../src/deciders/event-team-decider.ts';
import { permissionsOf, roleOnEvent, EVENT_ROLES, EVENT_ROLE_LABELS } from '../../src/access/event-roles.ts';

const EVENT = '66666666-6666-4666-8666-666666666666';
const ADMIN = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const given = givenFor(eventTeamDecider);
const invited: DomainEvent = {
  type: 'EventAdministratorInvited',
  data: { event_uuid: EVENT, administrator_id: ADMIN, email: 'ana@example.org', user_id: null, role: 'viewer' },
};

describe('the event team decider', () => {
  it('invites by address, lower-cased, with the chosen role', () => {
    given()
      .when({ type: 'InviteAdministrator', event_uuid: EVENT, administrator_id: ADMIN, email: ' Ana@Example.org ', user_id: null, role: 'viewer' })
      .then([invited]);
  });

  it('refuses a bad address and someone already on the team', () => {
    given()
      .when({ type: 'InviteAdministrator', event_uuid: EVENT, administrator_id: ADMIN, email: 'nope', user_id: null, role: 'viewer' })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { email: ['Email must be a valid email address.'] } });
    given(invited)
      .when({ type: 'InviteAdministrator', event_uuid: EVENT, administrator_id: USER, email: 'ANA@example.org', user_id: null, role: 'editor' })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { email: ['This person is on the event team already.'] } });
  });

  it('changes a role once, and a same-role change records nothing', () => {
    given(invited)
      .when({ type: 'ChangeAdministratorRole', administrator_id: ADMIN, role: 'check_in' })
      .then([{ type: 'EventAdministratorRoleChanged', data: { event_uuid: EVENT, administrator_id: ADMIN, role: 'check_in' } }]);
    given(invited).when({ type: 'ChangeAdministratorRole', administrator_id: ADMIN, role: 'viewer' }).then([]);
    given()
      .when({ type: 'ChangeAdministratorRole', administrator_id: ADMIN, role: 'viewer' })
      .thenRefuses({ kind: 'not_found', code: 'administrator_not_found' });
  });

  it('records who an invited address turned out to be, once', () => {
    const joined: DomainEvent = { type: 'EventAdministratorJoined', data: { event_uuid: EVENT, administrator_id: ADMIN, user_id: USER } };
    given(invited).when({ type: 'JoinAdministrator', administrator_id: ADMIN, user_id: USER }).then([joined]);
    given(invited, joined).when({ type: 'JoinAdministrator', administrator_id: ADMIN, user_id: USER }).then([]);
  });

  it("lets someone join by the share link with its role, marked as such, and never changes a member's role that way", () => {
    const join = { type: 'JoinByShareLink', event_uuid: EVENT, administrator_id: USER, email: 'Omar@Example.org', user_id: USER, role: 'check_in' } as const;
    given()
      .when(join)
      .then([
        {
          type: 'EventAdministratorInvited',
          data: { event_uuid: EVENT, administrator_id: USER, email: 'omar@example.org', user_id: USER, role: 'check_in', via_share_link: true },
        },
      ]);
    // Already invited by address, or already a member by account: nothing changes.
    given(invited)
      .when({ ...join, email: 'ana@example.org' })
      .then([]);
    given({ type: 'EventAdministratorInvited', data: { event_uuid: EVENT, administrator_id: ADMIN, email: 'old@example.org', user_id: USER, role: 'editor' } })
      .when(join)
      .then([]);
    given()
      .when({ ...join, role: 'inactive' })
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { role: ['This role can not be shared by link.'] } });
  });

  it('resets share links to a new generation each time', () => {
    const reset: DomainEvent = { type: 'EventShareLinkReset', data: { event_uuid: EVENT, generation: 1 } };
    given().when({ type: 'ResetShareLink', event_uuid: EVENT }).then([reset]);
    given(invited, reset)
      .when({ type: 'ResetShareLink', event_uuid: EVENT })
      .then([{ type: 'EventShareLinkReset', data: { event_uuid: EVENT, generation: 2 } }]);
  });
});

describe('roles and what they allow', () => {
  it('follows the spec: editor views and edits, viewer views, the others neither', () => {
    expect(EVENT_ROLES.map((role) => [EVENT_ROLE_LABELS[role], permissionsOf(role).view, permissionsOf(role).edit])).toEqual([
      ['Editor', true, true],
      ['Viewer', true, false],
      ['Check-in Only', false, false],
      ['Check-in with Floorplan', false, false],
      ["Don't have access", false, false],
    ]);
    expect(EVENT_ROLES.filter((role) => permissionsOf(role).check_in)).toEqual(['editor', 'check_in', 'check_in_with_floorplan']);
  });

  it('takes the team’s role for the account (or its address before it joined), else the account’s default', () => {
    const user = { id: USER, email: 'Ana@example.org', email_verified: true, default_event_role: 'inactive' as const };
    expect(roleOnEvent(user, [])).toBe('inactive');
    expect(roleOnEvent(user, [{ user_id: null, email: 'ana@example.org', role: 'viewer' }])).toBe('viewer');
    expect(roleOnEvent(user, [{ user_id: USER, email: 'old@example.org', role: 'editor' }])).toBe('editor');
    expect(roleOnEvent(user, [{ user_id: 'someone-else', email: 'ana@example.org', role: 'editor' }])).toBe('inactive');
  });

  it('applies an invitation by address only once the account proved the address', () => {
    const unproved = { id: USER, email: 'ana@example.org', email_verified: false, default_event_role: 'inactive' as const };
    expect(roleOnEvent(unproved, [{ user_id: null, email: 'ana@example.org', role: 'editor' }])).toBe('inactive');
    expect(roleOnEvent(unproved, [{ user_id: USER, email: 'ana@example.org', role: 'viewer' }])).toBe('viewer');
  });
});
