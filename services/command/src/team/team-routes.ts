import { z } from 'zod';
import { credential, EventParams, IdParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { judgedEventOf } from '@usher/infra/http/declared-access';
import { eventOfAdministratorNamed } from './administrator-event.ts';
import { eventRole } from '@usher/events';
import { inviteAdministrator, setAdministratorRole } from './team-handlers.ts';
import { acceptShareLink, resetShareLinks, shareLinkOf } from './share-link-handlers.ts';
import {
  AcceptShareLinkReplies,
  GetEventsShareLinkReplies,
  PostEventsAdministratorsReplies,
  PostEventsAdministratorsSetRoleReplies,
  PostEventsShareLinkResetReplies,
} from '@usher/domain/contract/team';

const AdministratorParams = IdParams;
const InviteBody = z.object({ email: safeText({ max: 10_000 }), role: eventRole });
const RoleBody = z.object({ role: eventRole });
const ShareLinkQuery = z.object({ role: z.enum(['editor', 'viewer', 'check_in', 'check_in_with_floorplan']).default('viewer') });
const AcceptParams = z.object({ code: credential(safeText({ max: 200 }).describe("The share link's code: the credential.")), x: safeId() });

/** Spec section 7: an event's administrators and their roles. */
export function teamRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['team'];

    app.post(
      '/api/v2/events/:e/administrators',
      { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: InviteBody, tags, response: PostEventsAdministratorsReplies } },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await inviteAdministrator(context, user, e, request.body, request.metadata));
      },
    );

    app.post(
      '/api/v2/events/administrators/:id/set-role',
      {
        config: { need: ['update', 'event_object'], eventOf: eventOfAdministratorNamed(context) },
        schema: { params: AdministratorParams, body: RoleBody, tags, response: PostEventsAdministratorsSetRoleReplies },
      },
      async (request) => {
        return setAdministratorRole(context, judgedEventOf(request), request.params.id, request.body.role, request.metadata);
      },
    );

    app.get(
      '/api/v2/events/:id/share/link',
      { config: { need: ['update', 'event'] }, schema: { params: IdParams, querystring: ShareLinkQuery, tags, response: GetEventsShareLinkReplies } },
      async (request) => {
        const { user } = request;
        return shareLinkOf(context, user, request.params.id, request.query.role);
      },
    );

    app.post(
      '/api/v2/events/:id/share/link/reset',
      { config: { need: ['update', 'event'] }, schema: { params: IdParams, tags, response: PostEventsShareLinkResetReplies } },
      async (request) => {
        const { user } = request;
        const { id } = request.params;
        return resetShareLinks(context, user, id, request.metadata);
      },
    );

    // The spec names GET; it changes the team, so it takes the CSRF header like any write. {x} is the event.
    // One route per method, so that each has an operation name of its own in the API document.
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: '/api/v2/events/share/accept/:code/:x',
        schema: { params: AcceptParams, tags, response: AcceptShareLinkReplies },
        config: { need: 'signed_in', stateChanging: true },
        handler: async (request) => {
          const { user } = request;
          const { code, x } = request.params;
          return acceptShareLink(context, user, x, code, metadataFor(request, user, x));
        },
      });
    }
  };
}
