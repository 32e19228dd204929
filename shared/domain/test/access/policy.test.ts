import { describe, expect, it } from 'vitest';
import {
  can,
  eventAbilitiesOf,
  eventRoleOf,
  objectAbilitiesOf,
  OBJECT_ACTIONS,
  type EventObjectKind,
  verdictOn,
  type Actor,
  type EventPolicyAction,
  type EventResource,
} from '../../src/access/policy.ts';
import type { EventRole } from '../../src/access/event-roles.ts';

const actor = (overrides: Partial<Actor> = {}): Actor => ({
  id: 'u1',
  organisation_id: 'org1',
  email: 'Ann@Example.com',
  email_verified: true,
  default_event_role: 'inactive',
  is_admin: false,
  ...overrides,
});

/** Given an event of `organisation` whose team names `role` for the actor's account. */
const eventWhereTeamNames = (role: EventRole, organisation = 'org1'): EventResource => ({
  type: 'event',
  organisation_id: organisation,
  team: [{ user_id: 'u1', email: 'ann@example.com', role }],
});

// Spec section 4 and issue 5: the table the permission matrix checks end to end, here without a database.
const ALLOWED: Record<EventRole, readonly EventPolicyAction[]> = {
  editor: ['member', 'read', 'update', 'check_in', 'find', 'read_floorplan'],
  viewer: ['member', 'read', 'find', 'read_floorplan'],
  check_in: ['member', 'check_in', 'find'],
  check_in_with_floorplan: ['member', 'check_in', 'find', 'read_floorplan'],
  inactive: ['member'],
};
const ACTIONS: readonly EventPolicyAction[] = ['member', 'read', 'update', 'check_in', 'find', 'read_floorplan'];

describe('can, on an event of the actor’s organisation', () => {
  for (const [role, allowed] of Object.entries(ALLOWED) as [EventRole, readonly EventPolicyAction[]][]) {
    for (const action of ACTIONS) {
      const expected = allowed.includes(action);
      it(`given the team names them ${role}, when they ask to ${action}, then ${expected ? 'yes' : 'no (403)'}`, () => {
        const event = eventWhereTeamNames(role);
        expect(can(actor(), action, event)).toBe(expected);
        expect(verdictOn(actor(), action, event)).toBe(expected ? 'allowed' : 'forbidden');
      });
    }
  }

  it('given the team does not name them, when they ask, then their default role answers', () => {
    const event: EventResource = { type: 'event', organisation_id: 'org1', team: [] };
    expect(can(actor({ default_event_role: 'editor' }), 'update', event)).toBe(true);
    expect(can(actor({ default_event_role: 'viewer' }), 'update', event)).toBe(false);
    expect(can(actor({ default_event_role: 'nonsense' }), 'read', event)).toBe(false);
  });

  it('given an invitation by address, when the account has not proved it, then the invitation does not apply', () => {
    const event: EventResource = { type: 'event', organisation_id: 'org1', team: [{ user_id: null, email: 'ann@example.com', role: 'editor' }] };
    expect(can(actor({ email_verified: true }), 'update', event)).toBe(true);
    expect(can(actor({ email_verified: false }), 'update', event)).toBe(false);
  });
});

describe('can, on another organisation’s event', () => {
  it('given an editor elsewhere, when they ask anything, then the event is unknown to them (404), not forbidden', () => {
    const event = eventWhereTeamNames('editor', 'org2');
    for (const action of ACTIONS) {
      expect(can(actor({ default_event_role: 'editor' }), action, event)).toBe(false);
      expect(verdictOn(actor({ default_event_role: 'editor' }), action, event)).toBe('unknown');
    }
    expect(eventRoleOf(actor(), event)).toBeNull();
  });

  it('given an instance administrator, when they ask of an event outside their organisation, then it is still unknown', () => {
    expect(verdictOn(actor({ is_admin: true }), 'read', eventWhereTeamNames('editor', 'org2'))).toBe('unknown');
  });
});

describe('can, on the instance and the organisation', () => {
  it('given an instance administrator, when they administer the instance, then yes; anyone else, no', () => {
    expect(can(actor({ is_admin: true }), 'administer', { type: 'instance' })).toBe(true);
    expect(verdictOn(actor({ default_event_role: 'editor' }), 'administer', { type: 'instance' })).toBe('forbidden');
  });

  it('given the organisation’s editor, when they change it or create events, then yes; its viewers, no; another’s, unknown', () => {
    const own = { type: 'organisation', id: 'org1' } as const;
    expect(can(actor({ default_event_role: 'editor' }), 'update', own)).toBe(true);
    expect(can(actor({ default_event_role: 'editor' }), 'create_events', own)).toBe(true);
    expect(verdictOn(actor({ default_event_role: 'viewer' }), 'update', own)).toBe('forbidden');
    expect(verdictOn(actor({ default_event_role: 'editor' }), 'update', { type: 'organisation', id: 'org2' })).toBe('unknown');
  });
});

describe('the abilities a response carries', () => {
  it('lists every event action with what the role allows', () => {
    expect(eventAbilitiesOf('viewer')).toEqual({ member: true, read: true, update: false, check_in: false, find: true, read_floorplan: true });
    expect(eventAbilitiesOf('check_in')).toEqual({ member: true, read: false, update: false, check_in: true, find: true, read_floorplan: false });
  });

  it("presents, beside an event's objects, each of their kind's actions as the event's abilities say", () => {
    const roles: EventRole[] = ['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive'];
    for (const role of roles) {
      for (const kind of Object.keys(OBJECT_ACTIONS) as EventObjectKind[]) {
        const event = eventAbilitiesOf(role);
        expect(objectAbilitiesOf(role, kind)).toEqual(Object.fromEntries(OBJECT_ACTIONS[kind].map((action) => [action, event[action]])));
      }
    }
    expect(objectAbilitiesOf('check_in', 'guest')).toEqual({ update: false, check_in: true });
    expect(objectAbilitiesOf('editor', 'plan')).toEqual({ update: true });
  });
});
