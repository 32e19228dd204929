import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@usher/domain/contract/request-params';
import {
  DeleteAuthSessionReplies,
  DeleteAuthSessionsReplies,
  DeleteUserSessionsReplies,
  GetAuthSessionsReplies,
  PostUserDisabledReplies,
} from '@usher/domain/contract/sessions';
import type { ServiceContext } from '@usher/infra/context';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from './session-list.ts';
import { disableAccount, enableAccount, endSessionsOfAccount } from './admin-account-actions.ts';

/**
 * Where an account is signed in, and signing devices out: the owner's own list (Account Settings),
 * and an instance administrator's disable, enable and "sign out everywhere" (the admin panel's users).
 */
export function sessionRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/auth/sessions',
      { config: { need: 'signed_in' }, schema: { tags: ['auth'], summary: "Where you're signed in", response: GetAuthSessionsReplies } },
      async (request) => {
        const { user } = request;
        return { data: await listOwnSessions(context, user) };
      },
    );

    app.delete(
      '/api/auth/sessions',
      {
        config: { need: 'signed_in' },
        schema: { tags: ['auth'], summary: 'Signs out every other session of the account', response: DeleteAuthSessionsReplies },
      },
      async (request) => {
        const { user } = request;
        return { data: { ended: await endOtherOwnSessions(context, user, request.metadata) } };
      },
    );

    app.delete(
      '/api/auth/sessions/:id',
      {
        config: { need: ['update', 'own_object'] },
        schema: { params: IdParams, tags: ['auth'], summary: 'Signs out one session of the account', response: DeleteAuthSessionReplies },
      },
      async (request, reply) => {
        const { user } = request;
        await endOwnSession(context, user, request.params.id, request.metadata);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/v2/user/:id/disable',
      {
        config: { need: ['administer', 'instance'] },
        schema: { params: IdParams, tags: ['admin'], summary: 'Disables an account', response: PostUserDisabledReplies },
      },
      async (request) => {
        const admin = request.user;
        return { data: await disableAccount(context, admin, request.params.id, metadataFor(request, admin, null)) };
      },
    );

    app.post(
      '/api/v2/user/:id/enable',
      {
        config: { need: ['administer', 'instance'] },
        schema: { params: IdParams, tags: ['admin'], summary: 'Enables a disabled account', response: PostUserDisabledReplies },
      },
      async (request) => {
        const admin = request.user;
        return { data: await enableAccount(context, admin, request.params.id, metadataFor(request, admin, null)) };
      },
    );

    app.delete(
      '/api/v2/user/:id/sessions',
      {
        config: { need: ['administer', 'instance'] },
        schema: { params: IdParams, tags: ['admin'], summary: 'Signs an account out everywhere', response: DeleteUserSessionsReplies },
      },
      async (request) => {
        const admin = request.user;
        return { data: { ended: await endSessionsOfAccount(context, admin, request.params.id, metadataFor(request, admin, null)) } };
      },
    );
  };
}
