import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isNeed, needsAccount, type Need } from '@usher/domain/access/needs';
import type { EventPolicyAction } from '@usher/domain/access/policy';
import type { EventMetadata } from '../eventstore/types.ts';
import type { ServiceContext } from '../context.ts';
import { authenticate, type AuthUser } from './authenticate.ts';
import { metadataFor } from './request-metadata.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (needs.ts); a route without one does not start. */
    need?: Need;
  }
  interface FastifyRequest {
    /** The caller, set before the handler on every route whose need asks for an account. */
    user: AuthUser;
    /** The metadata its events carry (the event the path names, if any). */
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
  });
  app.addHook('preValidation', async (request) => {
    const need = request.routeOptions.config.need!;
    if (!needsAccount(need)) return;
    request.user = await authenticate(context, request);
  });
  app.addHook('preHandler', async (request) => {
    const need = request.routeOptions.config.need!;
    const eventUuid = eventNamedBy(request, need);
    if (needsAccount(need)) request.metadata = metadataFor(request, request.user, eventUuid);
    if (isInstanceNeed(need) && !request.user.is_admin) throw new HttpError(403, 'Only an administrator of Usher can do this.', 'forbidden');
    if (eventUuid !== null) await eventGate(request, eventUuid, (need as readonly [EventPolicyAction, 'event'])[0]);
  });
}

/** The instance's administration: its settings, accounts, read models' health (a stricter rule, "signed in as themselves", stays with the routes that have it). */
const isInstanceNeed = (need: Need): boolean => Array.isArray(need) && need[0] === 'administer' && need[1] === 'instance';

function eventNamedBy(request: FastifyRequest, need: Need): string | null {
  if (!Array.isArray(need) || need[1] !== 'event') return null;
  const param = eventParamOf(request.routeOptions.url ?? '');
  const value = param ? (request.params as Record<string, unknown>)[param] : null;
  return typeof value === 'string' ? value : '';
}
