import { z } from 'zod';
import { uuid } from './common.ts';

/** Single sign-on audit facts (issue 18): never a client secret, a token or a code. */
export const SsoProviderConfigured = z.object({
  provider_id: uuid,
  organisation_id: uuid.nullable().describe("The organisation whose provider it is; null for the instance's own."),
  kind: z.enum(['entra', 'oidc']).describe("'entra' for the Microsoft Entra ID preset, 'oidc' for any OpenID Connect provider found by its issuer."),
  display_name: z.string(),
  client_id: z.string(),
  client_secret_changed: z.boolean().describe('A new client secret was stored (the secret itself never enters the log).'),
}).describe('An administrator (the instance\'s) or an editor (an organisation\'s) set up or changed a single sign-on provider.');

export const SsoProviderRemoved = z.object({
  provider_id: uuid,
  organisation_id: uuid.nullable(),
}).describe('A single sign-on provider was removed; accounts that used it sign in with their password.');

export const UserSsoIdentityLinked = z.object({
  user_id: uuid,
  provider_id: uuid,
  issuer: z.string().describe("The provider's issuer; the person's subject there stays in the identities table."),
}).describe('An account was connected to a single sign-on provider: it can now sign in there.');
