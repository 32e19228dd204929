import { z } from 'zod';
import { NoContentSchema, RedirectSchema } from './common.ts';

/** What a signed-out person may know of a provider: its name and where to start. */
export const SsoProviderPublicSchema = z.object({
  name: z.string().describe('The name on the sign-in button.'),
  start_url: z.string().describe('Where the browser goes to start signing in (a redirect to the provider).'),
});

/** A provider as its administrators see it: the client secret never leaves the server. */
export const SsoProviderSchema = z.object({
  id: z.string(),
  kind: z.enum(['entra', 'oidc']),
  display_name: z.string(),
  issuer_url: z.string().nullable(),
  entra_tenant: z.string().nullable(),
  client_id: z.string(),
  client_secret: z.literal('•••• set').describe('Always this mask: the secret is write-only.'),
  email_domains: z.array(z.string()).describe('Addresses in these domains are offered this provider on the login form (organisation providers).'),
  redirect_uri: z.string().describe('The address to register at the provider as the redirect URI.'),
  start_url: z.string(),
});

/** GET /api/admin/sso-provider, GET /api/organization/sso-provider */
export const GetSsoProviderReplies = { 200: z.object({ data: SsoProviderSchema.nullable(), redirect_uri: z.string() }) };
/** PUT /api/admin/sso-provider, PUT /api/organization/sso-provider */
export const PutSsoProviderReplies = { 200: z.object({ data: SsoProviderSchema }) };
/** DELETE /api/admin/sso-provider, DELETE /api/organization/sso-provider */
export const DeleteSsoProviderReplies = { 204: NoContentSchema };

/** GET /api/auth/sso-options: the instance's provider, for the login page's button. */
export const GetSsoOptionsReplies = { 200: z.object({ provider: SsoProviderPublicSchema.nullable() }) };

/** GET /api/auth/user-by-identifier: how an address signs in, from its domain alone. */
export const GetUserByIdentifierReplies = {
  200: z.object({
    methods: z.array(z.enum(['password', 'sso'])).describe("'sso' first when the address's domain belongs to an organisation's provider."),
    provider: SsoProviderPublicSchema.nullable(),
  }),
};

/** GET /account/login/microsoft and GET /account/callback-sso: browser redirects. */
export const SsoRedirectReplies = { 302: RedirectSchema };

/** POST /api/auth/sso/link: where to send the browser to connect the signed-in account. */
export const PostSsoLinkReplies = { 200: z.object({ data: z.object({ redirect_url: z.string() }) }) };

/** GET /api/auth/sso/identities: the signed-in account's connected providers. */
export const GetSsoIdentitiesReplies = {
  200: z.object({
    data: z.array(z.object({ provider_name: z.string().nullable(), issuer: z.string(), connected_at: z.string() })),
    provider: SsoProviderPublicSchema.nullable().describe('The provider this account can connect to (its organisation\'s, else the instance\'s).'),
  }),
};
