import { isEventRole, permissionsOf, roleOnEvent, type EventRole, type TeamMember } from './event-roles.ts';
import { organisationMay } from './organisation-roles.ts';
import { seesDoorPlan } from '../seating/door-plan-access.ts';

// Who may do what, in one place (issue 30 §1), the way Outline's policies do it:
// `can(actor, action, resource)`. Both services ask it; each loads the facts its
// own way (the command side folds the team stream, the query side reads the
// team's read model), and `eventRoleOf` turns those facts into a role for both.

/** The account asking: what the policy needs to know of it. */
export interface Actor {
  id: string;
  organisation_id: string;
  email: string;
  email_verified: boolean;
  /** The role on the organisation's events whose team names none for this account. */
  default_event_role: string;
  is_admin: boolean;
}

/** What decides a role on an event: whose it is, and who its team names. */
export interface EventFacts {
  organisation_id: string;
  /** The team's members; a loader may pass only the ones that could be the actor. */
  team: Iterable<TeamMember>;
}

export type EventResource = { type: 'event' } & EventFacts;
export type Resource = EventResource | { type: 'instance' } | { type: 'organisation'; id: string };

/**
 * What one may do on an event. `member`: anything at all of one's own
 * organisation's event (ask what one may do); `find`: look a guest up (viewers
 * read, door staff search); `read_floorplan`: the floor plan at the door.
 */
export const EVENT_ACTIONS = ['member', 'read', 'update', 'check_in', 'find', 'read_floorplan'] as const;
export type EventPolicyAction = (typeof EVENT_ACTIONS)[number];
export type InstanceAction = 'administer';
export type OrganisationAction = 'update' | 'create_events';

export type Action<R extends Resource> = R extends EventResource ? EventPolicyAction : R extends { type: 'instance' } ? InstanceAction : OrganisationAction;

/**
 * The one role resolver: the role the event's team names for the actor (by
 * account, or by address once the account proved it), else their default;
 * null when the event is another organisation's (it answers as unknown).
 */
export function eventRoleOf(actor: Actor, facts: EventFacts): EventRole | null {
  if (facts.organisation_id !== actor.organisation_id) return null;
  const fallback = isEventRole(actor.default_event_role) ? actor.default_event_role : 'inactive';
  return roleOnEvent({ ...actor, default_event_role: fallback }, facts.team);
}

/** What a role lets one do on its event. */
export function roleAllows(role: EventRole, action: EventPolicyAction): boolean {
  const permissions = permissionsOf(role);
  switch (action) {
    case 'member':
      return true;
    case 'read':
      return permissions.view;
    case 'update':
      return permissions.edit;
    case 'check_in':
      return permissions.check_in;
    case 'find':
      return permissions.view || permissions.check_in;
    case 'read_floorplan':
      return seesDoorPlan(role);
  }
}

export function can<R extends Resource>(actor: Actor, action: Action<R>, resource: R): boolean {
  return verdictOn(actor, action, resource) === 'allowed';
}

/**
 * `can`, saying why not: another organisation's event is `unknown` (a 404, no
 * hint that it exists); what one's own role does not allow is `forbidden`.
 */
export type Verdict = 'allowed' | 'forbidden' | 'unknown';

export function verdictOn<R extends Resource>(actor: Actor, action: Action<R>, resource: R): Verdict {
  switch (resource.type) {
    case 'instance':
      return actor.is_admin ? 'allowed' : 'forbidden';
    case 'organisation':
      if (resource.id !== actor.organisation_id) return 'unknown';
      return organisationMay(actor.default_event_role, action === 'update' ? 'edit_organisation' : 'create_events') ? 'allowed' : 'forbidden';
    case 'event': {
      const role = eventRoleOf(actor, resource);
      if (role === null) return 'unknown';
      return roleAllows(role, action as EventPolicyAction) ? 'allowed' : 'forbidden';
    }
  }
}

/** Every event action the role allows, for a response to carry (the dashboard hides the rest). */
export function eventAbilitiesOf(role: EventRole): Record<EventPolicyAction, boolean> {
  return Object.fromEntries(EVENT_ACTIONS.map((action) => [action, roleAllows(role, action)])) as Record<EventPolicyAction, boolean>;
}

/**
 * The actions a reply about an event's objects presents (Outline's
 * `presentPolicies`): what would change them. A role is per event, so one
 * answer holds for every object of the reply; reading them is implied by the
 * reply itself.
 */
export const OBJECT_ACTIONS = {
  guest: ['update', 'check_in'],
  group: ['update'],
  plan: ['update'],
  journey: ['update'],
  communication: ['update'],
} as const satisfies Record<string, readonly EventPolicyAction[]>;

export type EventObjectKind = keyof typeof OBJECT_ACTIONS;
export type ObjectAbilities<K extends EventObjectKind> = Record<(typeof OBJECT_ACTIONS)[K][number], boolean>;

/** What the role lets one do with an event's objects of one kind, for a reply to carry beside them. */
export function objectAbilitiesOf<K extends EventObjectKind>(role: EventRole, kind: K): ObjectAbilities<K> {
  return Object.fromEntries(OBJECT_ACTIONS[kind].map((action) => [action, roleAllows(role, action)])) as ObjectAbilities<K>;
}
