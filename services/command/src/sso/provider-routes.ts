import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@usher/domain/validation/safe-text';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { authenticate, type AuthUser } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { DeleteSsoProviderReplies, GetSsoProviderReplies, PutSsoProviderReplies } from '@usher/domain/contract/sso';
import { removeProvider, saveProvider } from './provider-handlers.ts';
import { presentProvider, providerFor, redirectUri } from './provider-store.ts';

const ProviderBody = z.object({
  kind: safeText({ max: 20 }).nullish().describe("'entra' (Microsoft Entra ID) or 'oidc' (any OpenID Connect provider)."),
  display_name: safeText({ max: 200 }).nullish(),
  issuer_url: safeText({ max: 500 }).nullish(),
  entra_tenant: safeText({ max: 100 }).nullish(),
  client_id: safeText({ max: 500 }).nullish(),
  client_secret: safeText({ max: 2000 }).nullish().describe('Leave empty to keep the stored secret.'),
  email_domains: z.array(safeText({ max: 300 })).max(50).nullish(),
});

/** Whose provider a request may manage: the instance's for its administrators, an organisation's for its editors. */
type Scope = { path: string; organisationOf(user: AuthUser): string | null };
const SCOPES: Scope[] = [
  {
    path: '/api/admin/sso-provider',
    organisationOf(user) {
      if (!user.is_admin || user.impersonator || user.via === 'api_token') throw new HttpError(403, 'Only administrators of the instance can set up its single sign-on.');
      return null;
    },
  },
  {
    path: '/api/organization/sso-provider',
    organisationOf(user) {
      if (user.default_event_role !== 'editor' || user.impersonator || user.via === 'api_token') throw new HttpError(403, "Only the organisation's editors can set up its single sign-on.");
      return user.organisation_id;
    },
  },
];

export function ssoProviderRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const scope of SCOPES) {
      app.get(scope.path, { schema: { tags: ['sso'], response: GetSsoProviderReplies } }, async (request) => {
        const user = await authenticate(context, request);
        const provider = await providerFor(context.db, scope.organisationOf(user));
        return { data: provider ? presentProvider(provider) : null, redirect_uri: redirectUri() };
      });
      app.put(scope.path, { schema: { body: ProviderBody, tags: ['sso'], response: PutSsoProviderReplies } }, async (request) => {
        const user = await authenticate(context, request);
        const row = await saveProvider(context, user, scope.organisationOf(user), request.body, metadataFor(request, user, null));
        return { data: presentProvider(row) };
      });
      app.delete(scope.path, { schema: { tags: ['sso'], response: DeleteSsoProviderReplies } }, async (request, reply) => {
        const user = await authenticate(context, request);
        await removeProvider(context, user, scope.organisationOf(user), metadataFor(request, user, null));
        return reply.code(204).send();
      });
    }
  };
}
