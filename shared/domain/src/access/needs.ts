import type { EventPolicyAction } from './policy.ts';

/**
 * What a route needs, declared on the route (`config: { need }`) and nowhere
 * else: the services enforce it in one hook, and the permission matrix reads
 * it to know what each role must get.
 *
 * - `public`: nobody; `signed_in`: an account.
 * - `[action, 'event']`: `action` on the event the route's path names
 *   (`:uuid`, `:e`, `:id` of `/events/:id/…`): the hook checks it.
 * - `[action, 'event_object']`: `action` on the event of the object the path
 *   names (a guest, a tag, a seating piece): the route declares how to find it
 *   (`config.eventOf`), and the hook judges the need on that event.
 * - `['administer', 'instance']`, `['update', 'organisation']`: the instance's
 *   administrators; the organisation's editors (`read`: what the organisation
 *   as a whole shows, such as its stream).
 * - `organisation_object`, `own_object`: an object of the organisation as a whole
 *   (a webhook) or of the asker alone (an API token): others get 404.
 * - A route whose path names no event may still declare how to find the one it
 *   is about (`config.eventOf`: an object's event, `?event_uuid=`, or all the
 *   organisation's events at once); the hook judges the action on it.
 * - `host_portal`, `hosted_groups`, `group_page`: host links and hosts' accounts,
 *   decided by the handler that reads the link; `socket`: a websocket.
 */
export type Need =
  | 'public'
  | 'signed_in'
  | readonly [EventPolicyAction, 'event']
  | readonly [EventPolicyAction, 'event_object']
  | readonly ['administer', 'instance']
  | readonly ['read' | 'update', 'organisation']
  | readonly ['read' | 'update', 'organisation_object']
  | readonly ['update', 'own_object']
  | readonly ['host', 'host_portal']
  | readonly ['list', 'hosted_groups']
  | readonly ['open', 'group_page']
  /** A websocket: it authenticates by its own protocol (a 44xx close), not by an HTTP refusal. */
  | readonly ['listen', 'socket'];

/**
 * Needs whose routes a host's link or a socket's first message may open: the
 * hook looks for a session and hands it over (`request.user`, or null), the
 * handler decides whether it needs one.
 */
const DECIDED_BY_HANDLER = new Set(['host_portal', 'hosted_groups', 'group_page', 'socket']);

/** Whether a session, when there is one, is looked for and handed to the handler, which decides whether it needs it (a host's link needs none). */
export function signInIsOptional(need: Need): boolean {
  return Array.isArray(need) && DECIDED_BY_HANDLER.has(need[1]);
}

/** Whether the route needs an account before anything else (401 without one). */
export function needsAccount(need: Need): boolean {
  if (need === 'public') return false;
  if (need === 'signed_in') return true;
  return !DECIDED_BY_HANDLER.has(need[1]);
}

export function isNeed(value: unknown): value is Need {
  if (value === 'public' || value === 'signed_in') return true;
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string';
}
