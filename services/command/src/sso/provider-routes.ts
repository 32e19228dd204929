import type { Need } from '@usher/domain/access/needs';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@usher/domain/validation/safe-text';
import type { ServiceContext } from '@usher/infra/context';
import { type AuthUser } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import { DeleteSsoProviderReplies, GetSsoProviderReplies, PutSsoProviderReplies } from '@usher/domain/contract/sso';
import { removeProvider, saveProvider } from './provider-handlers.ts';
import { presentProvider, providerFor, redirectUri, type ProviderRow } from './provider-store.ts';
import { claimViewsOf } from './domain-claims.ts';

const ProviderBody = z.object({
  kind: safeText({ max: 20 }).nullish().describe("'entra' (Microsoft Entra ID) or 'oidc' (any OpenID Connect provider)."),
  display_name: safeText({ max: 200 }).nullish(),
  issuer_url: safeText({ max: 500 }).nullish(),
  entra_tenant: safeText({ max: 100 }).nullish(),
  client_id: safeText({ max: 500 }).nullish(),
  client_secret: safeText({ max: 2000 }).nullish().describe('Leave empty to keep the stored secret.'),
  email_domains: z
    .array(safeText({ max: 300 }))
    .max(50)
    .nullish(),
});

/** The instance's single sign-on is its administrators', signed in as themselves. */
export function requireSsoAdministrator(user: AuthUser): void {
  if (!user.is_admin || user.impersonator || user.via === 'api_token')
    throw new HttpError(403, 'Only administrators of the instance can set up its single sign-on.');
}

/** An organisation's single sign-on is its editors', signed in as themselves: the organisation they may manage. */
export function organisationManagedBy(user: AuthUser): string {
  if (user.default_event_role !== 'editor' || user.impersonator || user.via === 'api_token')
    throw new HttpError(403, "Only the organisation's editors can set up its single sign-on.");
  return user.organisation_id;
}

/** Whose provider a request may manage: the instance's for its administrators, an organisation's for its editors. */
type Scope = { path: string; need: Need; organisationOf(user: AuthUser): string | null };
const SCOPES: Scope[] = [
  {
    path: '/api/admin/sso-provider',
    need: ['administer', 'instance'],
    organisationOf(user) {
      requireSsoAdministrator(user);
      return null;
    },
  },
  { path: '/api/organization/sso-provider', organisationOf: organisationManagedBy, need: ['update', 'organisation'] },
];

/** The provider as its managers see it; an organisation's with where each domain's claim stands. */
async function presented(context: ServiceContext, provider: ProviderRow) {
  return presentProvider(provider, provider.organisation_id ? await claimViewsOf(context, provider.organisation_id, provider.email_domains) : []);
}

export function ssoProviderRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const scope of SCOPES) {
      app.get(scope.path, { config: { need: scope.need }, schema: { tags: ['sso'], response: GetSsoProviderReplies } }, async (request) => {
        const { user } = request;
        const provider = await providerFor(context.db, scope.organisationOf(user));
        return { data: provider ? await presented(context, provider) : null, redirect_uri: redirectUri() };
      });
      app.put(scope.path, { config: { need: scope.need }, schema: { body: ProviderBody, tags: ['sso'], response: PutSsoProviderReplies } }, async (request) => {
        const { user } = request;
        const row = await saveProvider(context, user, scope.organisationOf(user), request.body, request.metadata);
        return { data: await presented(context, row) };
      });
      app.delete(scope.path, { config: { need: scope.need }, schema: { tags: ['sso'], response: DeleteSsoProviderReplies } }, async (request, reply) => {
        const { user } = request;
        await removeProvider(context, user, scope.organisationOf(user), request.metadata);
        return reply.code(204).send();
      });
    }
  };
}
