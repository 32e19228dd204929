import * as oidc from 'openid-client';
import { isLoopbackUrl } from './provider-rules.ts';
import type { ProviderRow } from './provider-store.ts';

/** Where the Microsoft Entra ID preset discovers its tenants. */
export const ENTRA_ORIGIN = 'https://login.microsoftonline.com';

/**
 * SSO_ENTRA_LOGIN_URL points the Entra preset's discovery at another server that speaks for
 * login.microsoftonline.com: a test provider on loopback. The issuer Entra publishes (and the
 * `iss` it signs) still names login.microsoftonline.com, so the multi-tenant checks are the real ones.
 */
function entraLoginUrl(): string {
  return (process.env.SSO_ENTRA_LOGIN_URL?.trim() || ENTRA_ORIGIN).replace(/\/+$/, '');
}

/** The URL discovery starts from: the issuer for a generic provider, Entra's v2.0 endpoint for a tenant. */
export function discoveryUrlOf(provider: Pick<ProviderRow, 'kind' | 'issuer_url' | 'entra_tenant'>): URL {
  return provider.kind === 'entra' ? new URL(`${ENTRA_ORIGIN}/${provider.entra_tenant}/v2.0`) : new URL(provider.issuer_url!);
}

// Discovery costs a round trip to the provider; its metadata changes rarely, and a saved
// provider forgets its entry (forgetProviderConfiguration).
const CACHE_MS = 10 * 60 * 1000;
const cache = new Map<string, { config: Promise<oidc.Configuration>; until: number }>();

export function forgetProviderConfiguration(providerId: string): void {
  cache.delete(providerId);
}

/**
 * The provider's metadata and this instance's client there. ID tokens from the token endpoint
 * have their signatures checked against the provider's keys (non-repudiation checks), beyond
 * the TLS that openid-client relies on by default. Entra's multi-tenant issuer
 * (`https://login.microsoftonline.com/{tenantid}/v2.0`) is accepted by openid-client only with
 * the `{tenantid}` replaced by the token's own `tid`.
 */
export function providerConfiguration(provider: ProviderRow): Promise<oidc.Configuration> {
  const cached = cache.get(provider.id);
  if (cached && cached.until > Date.now()) return cached.config;
  const config = discover(provider);
  cache.set(provider.id, { config, until: Date.now() + CACHE_MS });
  config.catch(() => cache.delete(provider.id));
  return config;
}

async function discover(provider: ProviderRow): Promise<oidc.Configuration> {
  const entraUrl = entraLoginUrl();
  const reached = new URL(provider.kind === 'entra' ? entraUrl : provider.issuer_url!);
  const insecure = reached.protocol === 'http:' && isLoopbackUrl(reached);
  const options: oidc.DiscoveryRequestOptions = {
    execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
    timeout: 10,
  };
  if (provider.kind === 'entra' && entraUrl !== ENTRA_ORIGIN) {
    options[oidc.customFetch] = (url, init) => fetch(url.startsWith(ENTRA_ORIGIN) ? entraUrl + url.slice(ENTRA_ORIGIN.length) : url, init as RequestInit);
  }
  return oidc.discovery(discoveryUrlOf(provider), provider.client_id, provider.client_secret, undefined, options);
}
