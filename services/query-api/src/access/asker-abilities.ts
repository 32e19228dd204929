import type { FastifyRequest } from 'fastify';
import { objectAbilitiesOf, type EventObjectKind, type ObjectAbilities } from '@usher/domain/access/policy';
import type { EventRole } from '@usher/domain/access/event-roles';

/**
 * The role the event gate judged each request by, so that a reply can say what
 * else that role allows without asking the database again. Weak: it goes with
 * the request.
 */
const judgedRoles = new WeakMap<FastifyRequest, EventRole>();

export function rememberJudgedRole(request: FastifyRequest, role: EventRole): void {
  judgedRoles.set(request, role);
}

/** The role the route's declared need was judged by (on the event its path names, or its object's). */
export function judgedRoleOf(request: FastifyRequest): EventRole {
  const role = judgedRoles.get(request);
  // A route that names no event in its need has no role judged: a programming error, not the asker's.
  if (role === undefined) throw new Error(`${request.routeOptions.url ?? request.url} asks for a role without declaring a need on its event.`);
  return role;
}

/** What the asker may do with the event's objects of one kind (the route declares a need on the event). */
export function askerAbilities<K extends EventObjectKind>(request: FastifyRequest, kind: K): ObjectAbilities<K> {
  return objectAbilitiesOf(judgedRoleOf(request), kind);
}
