import { z } from 'zod';
import { uuid } from './common.ts';

/** Single sign-on audit facts (issue 18): never a client secret, a token or a code. */
export const SsoProviderConfigured = z
  .object({
    provider_id: uuid,
    organisation_id: uuid.nullable().describe("The organisation whose provider it is; null for the instance's own."),
    kind: z.enum(['entra', 'oidc']).describe("'entra' for the Microsoft Entra ID preset, 'oidc' for any OpenID Connect provider found by its issuer."),
    display_name: z.string(),
    client_id: z.string(),
    client_secret_changed: z.boolean().describe('A new client secret was stored (the secret itself never enters the log).'),
  })
  .describe("An administrator (the instance's) or an editor (an organisation's) set up or changed a single sign-on provider.");

export const SsoProviderRemoved = z
  .object({
    provider_id: uuid,
    organisation_id: uuid.nullable(),
  })
  .describe('A single sign-on provider was removed; accounts that used it sign in with their password.');

export const UserSsoIdentityLinked = z
  .object({
    user_id: uuid,
    provider_id: uuid,
    issuer: z.string().describe("The provider's issuer; the person's subject there stays in the identities table."),
  })
  .describe('An account was connected to a single sign-on provider: it can now sign in there.');

/**
 * Email domains an organisation's provider speaks for (issue 27): stream `sso-domain-{domain}`,
 * one per domain, so that one organisation at most holds a proved domain. The verification token
 * is in the log on purpose: it is what the organisation publishes in public DNS, it proves nothing
 * without the TXT record, and it proves only this organisation's claim.
 */
export const SsoDomainClaimed = z
  .object({
    domain: z.string().describe('The email domain, lower case, e.g. acme.com.'),
    organisation_id: uuid,
    verification_token: z.string().describe('What the organisation publishes in a TXT record to prove the domain; public by nature, not a secret.'),
  })
  .describe(
    "An organisation claimed an email domain for its single sign-on; until it is proved, the provider serves only the organisation's existing members.",
  );

export const SsoDomainProved = z
  .object({
    domain: z.string(),
    organisation_id: uuid,
    method: z
      .enum(['dns_txt', 'administrator'])
      .describe("'dns_txt': the server found the organisation's TXT record; 'administrator': an administrator of the instance approved it by hand."),
  })
  .describe("An organisation's claim to an email domain was proved: its provider is offered to the domain's addresses and vouches for them.");

export const SsoDomainReleased = z
  .object({
    domain: z.string(),
    organisation_id: uuid,
  })
  .describe('An organisation no longer claims an email domain (taken off its provider, or the provider removed); a proof it had ends with it.');
