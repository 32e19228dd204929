import { roleAllows } from '@usher/domain/access/policy';
import type { EventGate } from '@usher/infra/http/declared-access';
import type { ServiceContext } from '@usher/infra/context';
import { requireDoorPlanRole } from '../seating-view/door-seat-plan.ts';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { cannotView, eventRoleFor } from './event-role.ts';
import { rememberJudgedRole } from './asker-abilities.ts';

/** The query side's answer to a route's declared event need: the role from the team's read model, the verdict from `can`'s rules. */
export function queryEventGate(context: ServiceContext): EventGate {
  return async (request, eventUuid, action) => {
    // A client that just created the event reads it back with its position: the events read model must have it first.
    await waitForPosition(context, request, 'events');
    const role = await eventRoleFor(context, request.user, eventUuid);
    rememberJudgedRole(request, role);
    if (action === 'read_floorplan') return requireDoorPlanRole(role);
    if (!roleAllows(role, action)) throw cannotView();
  };
}
