import { z } from 'zod';
import { EVENT_ACTIONS, OBJECT_ACTIONS, type EventObjectKind } from '../access/policy.ts';

/**
 * What a reply says the asker may do, one boolean per action, from the one
 * policy (shared/domain/src/access/policy.ts). Every action is always present:
 * a client treats an absent one as not allowed.
 */
function abilitiesSchema<A extends string>(actions: readonly A[], description: string) {
  return z.object(Object.fromEntries(actions.map((action) => [action, z.boolean()])) as Record<A, z.ZodBoolean>).describe(description);
}

export const EventAbilitiesSchema = abilitiesSchema(EVENT_ACTIONS, 'What the signed-in person may do on this event, by action of the policy.');

/** The abilities beside a reply's objects of one kind: the same for all of them, as the role is the event's. */
export function objectAbilitiesSchema<K extends EventObjectKind>(kind: K) {
  return abilitiesSchema(
    OBJECT_ACTIONS[kind] as readonly (typeof OBJECT_ACTIONS)[K][number][],
    `What the asker may do with this event's ${kind} objects in the reply, by action of the policy.`,
  );
}
