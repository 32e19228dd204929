import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isNeed, needsAccount, signInIsOptional, type Need } from '@usher/domain/access/needs';
import { EVENT_ACTIONS, roleAllows, type EventPolicyAction } from '@usher/domain/access/policy';
import { isEventRole } from '@usher/domain/access/event-roles';
import { organisationMay } from '@usher/domain/access/organisation-roles';
import type { EventMetadata } from '../eventstore/types.ts';
import type { ServiceContext } from '../context.ts';
import { authenticate, type AuthUser } from './authenticate.ts';
import { metadataFor } from './request-metadata.ts';
import { HttpError } from './errors.ts';
import { recordOptionalSignIn } from './optional-sign-in.ts';
import { DomainError } from '@usher/domain/deciders/domain-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (needs.ts); a route without one does not start. */
    need?: Need;
    /**
     * How to find the event the request is about, where its path does not name it:
     * the event of the object it names (`event_object`, `organisation_object`), an
     * event its query string may name (`signed_in`, `socket`), or none at all
     * (`organisation`, with `otherwise: 'all_events'`).
     */
    eventOf?: EventOfObject;
    /**
     * How to find the object of the organisation as a whole that the path names (an image of the
     * media library, an address, a member), on an `organisation_object` route whose object has no
     * event: the hook finds it, then judges the need on the caller's role in the organisation.
     */
    organisationObjectOf?: OrganisationObjectOf;
    /**
     * `optional`, on a `public` route: look for a session, and set `request.user` when there is one.
     * `after_upgrade`, on a socket that judges no event: look for it only when the handler asks
     * (`signedInAfterUpgrade`), so the socket opens, and keeps what the client sends, while the session
     * is looked up (optional-sign-in.ts).
     */
    signIn?: 'optional' | 'after_upgrade';
  }
  interface FastifyRequest {
    /**
     * The caller, set before the handler on every route whose need asks for an
     * account; on a route where signing in is optional, the caller or null
     * (read it with `signedInOrNull` / `signedInUser`).
     */
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
 * How a route finds the event it is about, declared beside its need: `object`
 * names the object in a 404 (`attendee_tag`), `find` answers the event's uuid,
 * or null when the request names no event. `find` throws the object's 404 when
 * there is none (or it is another organisation's); the hook answers another
 * organisation's event with the same 404, as if the object did not exist.
 */
export interface EventOfObject {
  object: string;
  find: (request: FastifyRequest) => Promise<string | null>;
  /**
   * When the request names no event: `account` (the default) asks no more than
   * an account; `all_events` is about every event of the organisation (an
   * organisation-wide webhook, the organisation's stream), so the caller's role
   * on its events as a whole (their default role) must allow the action.
   */
  otherwise?: 'account' | 'all_events';
  /** The action to judge, on a route whose need names none (`signed_in`, a socket). */
  action?: EventPolicyAction;
}

/**
 * How a route finds an object of the organisation as a whole, declared beside an
 * `organisation_object` need: `object` names it in a 404 (`media`); `find` answers it
 * from the caller's own organisation, and throws that 404 when there is none, so
 * another organisation's object is as unknown as a missing one. Reading it is for any
 * member; changing it is for the organisation's editors (others get 403 before it is
 * looked for), and, where `makerMay` says so, for the person who made it (`made_by`: an image's uploader; null where nobody counts as its maker).
 */
export interface OrganisationObjectOf {
  object: string;
  find: (request: FastifyRequest) => Promise<{ made_by: string | null }>;
  makerMay?: boolean;
  /** The 403's words when the caller may not change it. */
  refusal?: string;
}

/** A route about every event of the organisation at once (its stream, its own webhooks): judged on the caller's default role. */
export const ALL_EVENTS_OF_ORGANISATION: EventOfObject = { object: 'organisation', find: async () => null, otherwise: 'all_events' };

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
  app.decorateRequest('refusal', null);
  app.decorateRequest('signInAfterUpgrade', null);
  app.addHook('onRoute', (route) => {
    const need: unknown = route.config?.need;
    if (!isNeed(need)) throw new Error(`${describe(route.method, route.url)} declares no need (config.need): say who may call it, or 'public'.`);
    if (Array.isArray(need) && need[1] === 'event' && !eventParamOf(route.url)) {
      throw new Error(`${describe(route.method, route.url)} needs an event its path does not name.`);
    }
    const eventOf = route.config?.eventOf;
    if (Array.isArray(need) && need[1] === 'event_object' && typeof eventOf?.find !== 'function') {
      throw new Error(`${describe(route.method, route.url)} needs the event of an object but declares no way to find it (config.eventOf).`);
    }
    const organisationObjectOf = route.config?.organisationObjectOf;
    if (Array.isArray(need) && need[1] === 'organisation_object' && typeof eventOf?.find !== 'function' && typeof organisationObjectOf?.find !== 'function') {
      throw new Error(
        `${describe(route.method, route.url)} needs an object of the organisation but declares no way to find it (config.organisationObjectOf, or config.eventOf for an object of an event).`,
      );
    }
    if (organisationObjectOf && (!Array.isArray(need) || need[1] !== 'organisation_object' || eventOf)) {
      throw new Error(`${describe(route.method, route.url)} finds an object of the organisation (config.organisationObjectOf) but does not need one.`);
    }
    if (eventOf && judgedActionOf(need, eventOf) === null) {
      throw new Error(`${describe(route.method, route.url)} finds an event (config.eventOf) but names no action to judge on it.`);
    }
    if (route.config?.signIn === 'after_upgrade' && (!Array.isArray(need) || need[1] !== 'socket' || eventOf)) {
      throw new Error(`${describe(route.method, route.url)} looks for its caller after the upgrade, but is not a socket that judges no event.`);
    }
    if (route.config?.signIn === 'optional' && need !== 'public') {
      throw new Error(`${describe(route.method, route.url)} makes signing in optional on a route that is not public.`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const { need, signIn } = request.routeOptions.config;
    if (needsAccount(need!)) request.user = await authenticate(context, request);
    else if (signIn === 'after_upgrade') request.signInAfterUpgrade = once(() => recordOptionalSignIn(context, request));
    else if (signIn === 'optional' || signInIsOptional(need!)) await recordOptionalSignIn(context, request);
  });
  app.addHook('preHandler', async (request) => {
    const { need, eventOf, organisationObjectOf } = request.routeOptions.config;
    if (eventOf) return judgeDeclaredEventOf(request, need!, eventOf, eventGate);
    if (organisationObjectOf) return judgeOrganisationObject(request, (need as readonly ['read' | 'update', 'organisation_object'])[0], organisationObjectOf);
    const eventUuid = eventNamedBy(request, need!);
    if (needsAccount(need!)) request.metadata = metadataFor(request, request.user, eventUuid);
    if (isInstanceNeed(need!) && !request.user.is_admin) throw new HttpError(403, 'Only an administrator of Usher can do this.', 'forbidden');
    if (eventUuid !== null) await eventGate(request, eventUuid, (need as readonly [EventPolicyAction, 'event'])[0]);
  });
}

/** The action a route's `eventOf` is judged with: the one it names, else its need's. */
function judgedActionOf(need: Need, eventOf: EventOfObject): EventPolicyAction | null {
  if (eventOf.action) return eventOf.action;
  const action = Array.isArray(need) ? need[0] : null;
  return (EVENT_ACTIONS as readonly string[]).includes(action ?? '') ? (action as EventPolicyAction) : null;
}

/**
 * A route's `eventOf`, judged once the caller is known. A socket's handler closes
 * with its own code, so its refusal is kept for it (`signedInUser` gives it)
 * instead of answered; a socket nobody signed in to has nothing to judge yet.
 */
async function judgeDeclaredEventOf(request: FastifyRequest, need: Need, eventOf: EventOfObject, eventGate: EventGate): Promise<void> {
  const action = judgedActionOf(need, eventOf)!;
  if (!signInIsOptional(need)) return judgeEventOfObject(request, action, eventOf, eventGate);
  if (!request.user) return;
  await judgeEventOfObject(request, action, eventOf, eventGate).catch((refusal: unknown) => {
    request.refusal = refusal;
  });
}

/**
 * An object's event is judged like an event the path names, once the object is
 * found; its events name that event as their tenant. Another organisation's
 * object answers the object's 404, exactly as a missing one does. A request
 * that names no event asks for an account only, or, about all the
 * organisation's events, for a default role that allows the action.
 */
export async function judgeEventOfObject(request: FastifyRequest, action: EventPolicyAction, eventOf: EventOfObject, eventGate: EventGate): Promise<void> {
  const eventUuid = await eventOf.find(request);
  request.metadata = metadataFor(request, request.user, eventUuid);
  if (eventUuid === null) {
    if (eventOf.otherwise === 'all_events') judgeAllEvents(request.user, action);
    return;
  }
  try {
    await eventGate(request, eventUuid, action);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') throw DomainError.notFound(eventOf.object);
    throw error;
  }
}

/**
 * An object of the organisation as a whole: any member may read it, its editors may change it,
 * and so may its maker where the route says so. What can be judged without the object is judged
 * first: a member who may not change such objects at all is refused (403) before it is looked
 * for; otherwise it is found first, so a missing (or another organisation's) one is its 404.
 */
export async function judgeOrganisationObject(request: FastifyRequest, action: 'read' | 'update', declared: OrganisationObjectOf): Promise<void> {
  request.metadata = metadataFor(request, request.user, null);
  const refusal = () => new DomainError('forbidden', 'forbidden', declared.refusal ?? "Only the organisation's editors may change it.");
  const editor = organisationMay(request.user.default_event_role, 'edit_organisation');
  if (action === 'update' && !editor && !declared.makerMay) throw refusal();
  const found = await declared.find(request);
  if (action === 'read' || editor) return;
  if (found.made_by !== request.user.id) throw refusal();
}

/** Every event of the organisation at once: the role its events give the caller when their teams name none (the default role). */
function judgeAllEvents(user: AuthUser, action: EventPolicyAction): void {
  const role = isEventRole(user.default_event_role) ? user.default_event_role : 'inactive';
  if (!roleAllows(role, action)) throw new DomainError('forbidden', 'forbidden', "Your role on the organisation's events does not allow this.");
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

/** `work` run at most once, its one promise shared by every caller. */
function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => (running ??= work());
}
