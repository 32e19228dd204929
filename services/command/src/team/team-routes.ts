import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { eventRole } from '@usher/events';
import { inviteAdministrator, setAdministratorRole } from './team-handlers.ts';

const EventParams = z.object({ e: z.string().max(100) });
const AdministratorParams = z.object({ id: z.string().max(100) });
const InviteBody = z.object({ email: z.string().max(10_000), role: eventRole });
const RoleBody = z.object({ role: eventRole });

/** Spec section 7: an event's administrators and their roles. */
export function teamRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['team'];

    app.post('/api/v2/events/:e/administrators', { schema: { params: EventParams, body: InviteBody, tags } }, async (request, reply) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return reply.code(201).send(await inviteAdministrator(context, user, e, request.body, metadataFor(request, user, e)));
    });

    app.post('/api/v2/events/administrators/:id/set-role', { schema: { params: AdministratorParams, body: RoleBody, tags } }, async (request) => {
      const user = await authenticate(context, request);
      return setAdministratorRole(context, user, request.params.id, request.body.role, metadataFor(request, user, null));
    });
  };
}
