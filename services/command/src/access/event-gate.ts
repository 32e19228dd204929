import { roleAllows, type EventPolicyAction } from '@usher/domain/access/policy';
import type { EventAction } from '@usher/domain/access/event-roles';
import type { EventGate } from '@usher/infra/http/declared-access';
import type { ServiceContext } from '@usher/infra/context';
import { eventRoleOf, forbidden } from './event-access.ts';

/** The words a refusal uses: the command side has always said what the role may not do. */
const REFUSAL_WORDS: Record<EventPolicyAction, EventAction> = {
  member: 'view',
  read: 'view',
  find: 'view',
  read_floorplan: 'view',
  update: 'edit',
  check_in: 'check_in',
};

/** The command side's answer to a route's declared event need: the role from the team stream, the verdict from `can`'s rules. */
export function commandEventGate(context: ServiceContext): EventGate {
  return async (request, eventUuid, action) => {
    const role = await eventRoleOf(context, request.user, eventUuid);
    if (!roleAllows(role, action)) throw forbidden(REFUSAL_WORDS[action]);
  };
}
