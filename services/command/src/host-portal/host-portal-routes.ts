import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { HttpError } from '@usher/infra/http/errors';
import type { ServiceContext } from '@usher/infra/context';
import { isLimited, recordHit } from '../identity/rate-limit.ts';
import { hostPrincipalOf, requireHostGroup, type HostGrant } from './host-access.ts';
import { editGuest, inviteGuest, nameTicket, sendPass } from './host-portal-handlers.ts';
import { EditGuestBody, HostGuestParams, NameTicketBody, PortalGuestReply, SendPassReply } from './host-portal-schemas.ts';

// Good links are never counted nor refused (a host's portal writes often, and the hosts at a
// venue share its Wi-Fi's address); bad ones are what a guesser sends, and past this many a
// minute that address's bad links answer 429.
const BAD_LINKS = { max: 20, windowSeconds: 60 };
const bucketOf = (request: FastifyRequest) => `host-bad-link:${request.ip}`;

/** The host's grant on the group the path names, resolved before the body is validated (401/404 before 422). */
async function grantOf(context: ServiceContext, request: FastifyRequest): Promise<HostGrant> {
  const { host, groupId } = request.params as { host: string; groupId: string };
  try {
    return await requireHostGroup(context, await hostPrincipalOf(context, request, host), groupId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'host_link_not_found') {
      if (await isLimited(context.db, { bucket: bucketOf(request), ...BAD_LINKS }))
        throw new HttpError(429, 'Too many requests. Please try again in a minute.', 'too_many_requests');
      await recordHit(context.db, bucketOf(request));
    }
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    hostGrant?: HostGrant;
  }
}

/**
 * The host portal's writes (spec section 6, hosts limited to their group):
 * under /api/v2/host-portal/{host}/groups/{groupId}, where {host} is `me`
 * (a PRO host's session) or a GO host's personal token. Reads are on the query side.
 */
export function hostPortalRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => {
      request.hostGrant = await grantOf(context, request);
    });
    const tags = ['host portal'];
    const base = '/api/v2/host-portal/:host/groups/:groupId/guests/:id';
    const grant = (request: FastifyRequest) => request.hostGrant!;

    app.post(
      `${base}/name`,
      {
        config: { need: ['host', 'host_portal'] },
        schema: {
          params: HostGuestParams,
          body: NameTicketBody,
          tags,
          summary: 'Name a placeholder ticket: it becomes a real ticket',
          response: { 200: PortalGuestReply },
        },
      },
      async (request) => nameTicket(context, request, grant(request), request.params.id, request.body),
    );

    app.put(
      base,
      {
        config: { need: ['host', 'host_portal'] },
        schema: { params: HostGuestParams, body: EditGuestBody, tags, summary: 'Edit a named guest of the group', response: { 200: PortalGuestReply } },
      },
      async (request) => editGuest(context, request, grant(request), request.params.id, request.body),
    );

    app.post(
      `${base}/invite`,
      {
        config: { need: ['host', 'host_portal'] },
        schema: { params: HostGuestParams, tags, summary: 'Email a named guest their invitation (RSVP link)', response: { 200: PortalGuestReply } },
      },
      async (request) => inviteGuest(context, request, grant(request), request.params.id),
    );

    app.post(
      `${base}/send-pass`,
      {
        config: { need: ['host', 'host_portal'] },
        schema: {
          params: HostGuestParams,
          tags,
          summary: 'Email a named guest their pass (when the group may send tickets)',
          response: { 200: SendPassReply },
        },
      },
      async (request) => sendPass(context, request, grant(request), request.params.id),
    );
  };
}
