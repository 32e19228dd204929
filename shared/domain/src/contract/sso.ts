import { z } from 'zod';
import { NoContentSchema, PageMetaSchema, PositionSchema, RedirectSchema } from './common.ts';

/** What a signed-out person may know of a provider: its name and where to start. */
export const SsoProviderPublicSchema = z.object({
  name: z.string().describe('The name on the sign-in button.'),
  start_url: z.string().describe('Where the browser goes to start signing in (a redirect to the provider).'),
});

/** The TXT record that proves an organisation's claim to a domain: a name and a value to publish at its DNS host. */
export const SsoDomainRecordSchema = z.object({
  name: z.string().describe('The record name, e.g. _usher-verification.acme.com.'),
  value: z.string().describe('The TXT value, e.g. usher-domain-verification=…; public, not a secret.'),
});

/** One email domain of an organisation's provider and where its claim stands. */
export const SsoDomainClaimSchema = z.object({
  domain: z.string(),
  status: z
    .enum(['unclaimed', 'waiting', 'proved', 'approved', 'taken'])
    .describe(
      "'waiting': publish the TXT record, then check; 'proved': the record was found; 'approved': an administrator of the instance approved it; 'taken': another organisation proved it first.",
    ),
  txt_record: SsoDomainRecordSchema.nullable(),
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
  email_domains: z
    .array(z.string())
    .describe(
      'The domains the organisation claims for its provider. Only proved ones matter: their addresses are offered this provider on the login form, and it may create accounts for them.',
    ),
  domains: z.array(SsoDomainClaimSchema).describe('Each claimed domain with its proof (organisation providers).'),
  redirect_uri: z.string().describe('The address to register at the provider as the redirect URI.'),
  start_url: z.string(),
});

/** GET /api/admin/sso-provider, GET /api/organization/sso-provider */
export const GetSsoProviderReplies = { 200: z.object({ data: SsoProviderSchema.nullable(), redirect_uri: z.string() }) };
/** PUT /api/admin/sso-provider, PUT /api/organization/sso-provider */
export const PutSsoProviderReplies = { 200: z.object({ data: SsoProviderSchema }) };
/** DELETE /api/admin/sso-provider, DELETE /api/organization/sso-provider */
export const DeleteSsoProviderReplies = { 204: NoContentSchema };

/** POST /api/organization/sso-provider/domains/{domain}/check, POST /api/admin/sso-domains/approve */
export const PostSsoDomainProofReplies = { 200: z.object({ data: SsoDomainClaimSchema, position: PositionSchema }) };

/** One organisation's claim to a domain as the instance's administrators review it. */
export const AdminSsoDomainClaimSchema = z.object({
  domain: z.string(),
  organisation_id: z.string(),
  organisation_name: z.string().nullable(),
  status: z.enum(['waiting', 'proved', 'approved', 'taken']),
  claimed_by: z.object({ name: z.string(), email: z.string().nullable() }).nullable().describe('Who claimed it, with their address as it is now.'),
  claimed_at: z.string(),
  proved_at: z.string().nullable(),
  txt_record: SsoDomainRecordSchema,
});

/** GET /api/v2/admin/sso-domains: every organisation's claims, those waiting for proof first. */
export const GetAdminSsoDomainsReplies = { 200: z.object({ data: z.array(AdminSsoDomainClaimSchema), meta: PageMetaSchema }) };

/** GET /api/auth/sso-options: the instance's provider, for the login page's button. */
export const GetSsoOptionsReplies = { 200: z.object({ provider: SsoProviderPublicSchema.nullable() }) };

/** GET /api/auth/user-by-identifier: how an address signs in, from its domain alone. */
export const GetUserByIdentifierReplies = {
  200: z.object({
    methods: z.array(z.enum(['password', 'sso'])).describe("Only 'sso' when an organisation proved the address's domain for its provider."),
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
    provider: SsoProviderPublicSchema.nullable().describe("The provider this account can connect to (its organisation's, else the instance's)."),
  }),
};
