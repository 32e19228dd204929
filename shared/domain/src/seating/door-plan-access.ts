import type { EventRole } from '../access/event-roles.ts';

/**
 * Roles that see the floor plan at the door (spec section 4): 'Check-in with
 * Floorplan' is the door's role for it, and those who may view the event see
 * it too. 'Check-in Only' does not.
 */
export const DOOR_PLAN_ROLES: readonly EventRole[] = ['editor', 'viewer', 'check_in_with_floorplan'];

export function seesDoorPlan(role: EventRole): boolean {
  return DOOR_PLAN_ROLES.includes(role);
}
