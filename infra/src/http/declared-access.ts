import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isNeed, needsAccount, type Need } from '@usher/domain/access/needs';
import type { EventPolicyAction } from '@usher/domain/access/policy';
import type { EventMetadata } from '../eventstore/types.ts';
import type { ServiceContext } from '../context.ts';
import { authenticate, type AuthUser } from './authenticate.ts';
import { metadataFor } from './request-metadata.ts';
import { HttpError } from './errors.ts';
import { DomainError } from '@usher/domain/deciders/domain-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (needs.ts); a route without one does not start. */
    need?: Need;
    /** With an `event_object` need: how to find the event of the object the request names. */
    eventOf?: EventOfObject;
  }
  interface FastifyRequest {
    /** The caller, set before the handler on every route whose need asks for an account. */
    user: AuthUser;
    /** The metadata its events carry (the event the path names, or the event of the object it names, if any). */
    metadata: EventMetadata;
  }
}

/**
 * How a service answers "may this user do that on this event": 404 for another
 * organisation's event, 403 when the role does not allow it. Each side loads
 * the facts its own way and asks the shared `can` (shared/domain/src/access/policy.ts).
 * It gets the request: the caller is `request.user`, and a read side may wait
 * for its read models to reach the client's X-Min-Position before judging.
 */
export type EventGate = (request: FastifyRequest, eventUuid: string, action: EventPolicyAction) => Promise<void>;

/**
 * How an `event_object` route finds its object's event, declared beside its need:
 * `object` names the object in a 404 (`attendee_tag`), `find` answers the event's
 * uuid, or null when the request names no event (only an account is needed then).
 * `find` throws the object's 404 when there is none; the hook answers another
 * organisation's object with the same 404, as if it did not exist.
 */
export interface EventOfObject {
  object: string;
  find: (request: FastifyRequest) => Promise<string | null>;
}

/** The path param that names the event in `/api/v2/events/:param/…`. */
function eventParamOf(url: string): string | null {
  return /^\/api\/v2\/events\/:([A-Za-z_]+)(\/|$)/.exec(url)?.[1] ?? null;
}

function describe(method: string | string[], url: string): string {
  return `${Array.isArray(method) ? method.join(',') : method} ${url}`;
}

/**
 * The one place a service's routes are authenticated and authorised, from what
 * each route declares: an account first (401 before a body is judged), then the
 * declared permission once the input is valid (422 before 403, as handlers did).
 */
export function enforceDeclaredNeeds(app: FastifyInstance, context: ServiceContext, eventGate: EventGate): void {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('metadata', null as unknown as EventMetadata);
  app.addHook('onRoute', (route) => {
    const need: unknown = route.config?.need;
    if (!isNeed(need)) throw new Error(`${describe(route.method, route.url)} declares no need (config.need): say who may call it, or 'public'.`);
    if (Array.isArray(need) && need[1] === 'event' && !eventParamOf(route.url)) {
      throw new Error(`${describe(route.method, route.url)} needs an event its path does not name.`);
    }
    if (Array.isArray(need) && need[1] === 'event_object' && typeof route.config?.eventOf?.find !== 'function') {
      throw new Error(`${describe(route.method, route.url)} needs the event of an object but declares no way to find it (config.eventOf).`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const need = request.routeOptions.config.need!;
    if (!needsAccount(need)) return;
    request.user = await authenticate(context, request);
  });
  app.addHook('preHandler', async (request) => {
    const { need, eventOf } = request.routeOptions.config;
    if (Array.isArray(need) && need[1] === 'event_object') return judgeEventOfObject(request, need[0] as EventPolicyAction, eventOf!, eventGate);
    const eventUuid = eventNamedBy(request, need!);
    if (needsAccount(need!)) request.metadata = metadataFor(request, request.user, eventUuid);
    if (isInstanceNeed(need!) && !request.user.is_admin) throw new HttpError(403, 'Only an administrator of Usher can do this.', 'forbidden');
    if (eventUuid !== null) await eventGate(request, eventUuid, (need as readonly [EventPolicyAction, 'event'])[0]);
  });
}

/**
 * An object's event is judged like an event the path names, once the object is
 * found; its events name that event as their tenant. Another organisation's
 * object answers the object's 404, exactly as a missing one does.
 */
export async function judgeEventOfObject(request: FastifyRequest, action: EventPolicyAction, eventOf: EventOfObject, eventGate: EventGate): Promise<void> {
  const eventUuid = await eventOf.find(request);
  request.metadata = metadataFor(request, request.user, eventUuid);
  if (eventUuid === null) return;
  try {
    await eventGate(request, eventUuid, action);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') throw DomainError.notFound(eventOf.object);
    throw error;
  }
}

/** The event a route's declared need was judged on (the path's, or its object's): a route without one is a programming error. */
export function judgedEventOf(request: FastifyRequest): string {
  const eventUuid = request.metadata?.event_uuid;
  if (!eventUuid) throw new Error(`${request.routeOptions.url ?? request.url} asks for the event of a need it does not declare.`);
  return eventUuid;
}

/** The instance's administration: its settings, accounts, read models' health (a stricter rule, "signed in as themselves", stays with the routes that have it). */
const isInstanceNeed = (need: Need): boolean => Array.isArray(need) && need[0] === 'administer' && need[1] === 'instance';

function eventNamedBy(request: FastifyRequest, need: Need): string | null {
  if (!Array.isArray(need) || need[1] !== 'event') return null;
  const param = eventParamOf(request.routeOptions.url ?? '');
  const value = param ? (request.params as Record<string, unknown>)[param] : null;
  return typeof value === 'string' ? value : '';
}
