import type { EventData } from '@usher/events';

export type EventRole = EventData<'EventAdministratorRoleChanged'>['role'];

/** Spec section 4, in the order the team screen offers them. */
export const EVENT_ROLES: readonly EventRole[] = ['editor', 'viewer', 'check_in', 'check_in_with_floorplan', 'inactive'];

export const EVENT_ROLE_LABELS: Record<EventRole, string> = {
  editor: 'Editor',
  viewer: 'Viewer',
  check_in: 'Check-in Only',
  check_in_with_floorplan: 'Check-in with Floorplan',
  inactive: "Don't have access",
};

/**
 * What a role may do on an event. `view` and `edit` are the spec's event
 * permissions (editor both, viewer view only, the others neither); where the
 * spec is silent, the check-in roles may find guests and check them in or
 * undo it, and nothing else.
 */
export interface EventPermissions {
  view: boolean;
  edit: boolean;
  check_in: boolean;
}

export type EventAction = keyof EventPermissions;

export function permissionsOf(role: EventRole): EventPermissions {
  switch (role) {
    case 'editor':
      return { view: true, edit: true, check_in: true };
    case 'viewer':
      return { view: true, edit: false, check_in: false };
    case 'check_in':
    case 'check_in_with_floorplan':
      return { view: false, edit: false, check_in: true };
    case 'inactive':
      return { view: false, edit: false, check_in: false };
  }
}

export interface TeamMember {
  user_id: string | null;
  email: string;
  role: EventRole;
}

/**
 * A user's role on an event of their organisation: the one the event's team
 * names for them, else their default (editor for the founder, 'inactive'
 * for people invited to another event). An invitation still waiting by
 * address applies only once the account has proved that address.
 */
export function roleOnEvent(
  user: { id: string; email: string; email_verified: boolean; default_event_role: EventRole },
  team: Iterable<TeamMember>,
): EventRole {
  for (const member of team) {
    if (member.user_id === user.id || (user.email_verified && member.user_id === null && member.email === user.email.toLowerCase())) return member.role;
  }
  return user.default_event_role;
}

export function isEventRole(value: unknown): value is EventRole {
  return typeof value === 'string' && (EVENT_ROLES as readonly string[]).includes(value);
}

/**
 * Where a member of an event's team lands when they follow their invitation: door staff
 * (the check-in roles) on the scanner they came for, everyone else on the guest list.
 */
export function eventLandingPath(eventUuid: string, role: EventRole): string {
  return role === 'check_in' || role === 'check_in_with_floorplan' ? `/events/${eventUuid}/scanner` : `/events/${eventUuid}/guest-management`;
}
