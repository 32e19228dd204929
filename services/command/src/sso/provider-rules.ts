import publicMailDomains from 'email-providers/all.json' with { type: 'json' };

/**
 * What an administrator may save as a single sign-on provider. Pure: the routes and the
 * dashboard's form share the messages.
 */
export interface ProviderInput {
  kind?: string | null;
  display_name?: string | null;
  issuer_url?: string | null;
  entra_tenant?: string | null;
  client_id?: string | null;
  client_secret?: string | null;
  email_domains?: string[] | null;
}

export interface ValidProvider {
  kind: 'entra' | 'oidc';
  display_name: string;
  issuer_url: string | null;
  entra_tenant: string | null;
  client_id: string;
  /** Null keeps the secret already stored. */
  client_secret: string | null;
  email_domains: string[];
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/**
 * Mail services anyone can sign up to (gmail.com, outlook.com, …): no organisation owns their
 * addresses, so none may claim them, with or without a proof. The list is email-providers',
 * kept from the providers' own lists and released monthly.
 */
const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set(publicMailDomains);

/** A host name people type as their address's domain: lower case, dotted, ending in a name. */
export function isDomainName(domain: string): boolean {
  return DOMAIN.test(domain);
}

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain);
}

/** Entra's multi-tenant endpoints; any other tenant is one organisation's directory. */
export const ENTRA_MULTI_TENANT = ['common', 'organizations'] as const;

/** Plain http is for a provider on this machine (development and tests), never across a network. */
export function isLoopbackUrl(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function validateProvider(input: ProviderInput, hasStoredSecret: boolean): { errors: Record<string, string[]>; value: ValidProvider | null } {
  const errors: Record<string, string[]> = {};
  const kind = input.kind === 'entra' || input.kind === 'oidc' ? input.kind : null;
  if (!kind) errors.kind = ['Choose Microsoft Entra ID or OpenID Connect.'];
  const displayName = (input.display_name ?? '').trim() || (kind === 'entra' ? 'Microsoft' : '');
  if (!displayName) errors.display_name = ['The name is required.'];
  else if (displayName.length > 80) errors.display_name = ['The name may not be greater than 80 characters.'];

  let issuerUrl: string | null = null;
  if (kind === 'oidc') {
    const raw = (input.issuer_url ?? '').trim();
    const parsed = URL.canParse(raw) ? new URL(raw) : null;
    if (!raw) errors.issuer_url = ['The issuer URL is required.'];
    else if (!parsed || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopbackUrl(parsed))) || parsed.search || parsed.hash) {
      errors.issuer_url = ['The issuer URL must be an https address, such as https://login.example.com.'];
    } else issuerUrl = raw.replace(/\/+$/, '');
  }

  let tenant: string | null = null;
  if (kind === 'entra') {
    const raw = (input.entra_tenant ?? '').trim().toLowerCase();
    if (!raw) errors.entra_tenant = ['The tenant is required: a directory (tenant) ID, "organizations" or "common".'];
    else if (!(GUID.test(raw) || (ENTRA_MULTI_TENANT as readonly string[]).includes(raw)))
      errors.entra_tenant = ['The tenant must be a directory (tenant) ID, "organizations" or "common".'];
    else tenant = raw;
  }

  const clientId = (input.client_id ?? '').trim();
  if (!clientId) errors.client_id = ['The client ID is required.'];
  else if (clientId.length > 200) errors.client_id = ['The client ID may not be greater than 200 characters.'];

  const secret = (input.client_secret ?? '').trim();
  if (!secret && !hasStoredSecret) errors.client_secret = ['The client secret is required.'];
  else if (secret.length > 1000) errors.client_secret = ['The client secret may not be greater than 1000 characters.'];

  const domains = [...new Set((input.email_domains ?? []).map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))];
  const badDomain = domains.find((domain) => !isDomainName(domain));
  const publicDomain = domains.find(isPublicMailDomain);
  if (badDomain) errors.email_domains = [`"${badDomain}" is not a domain name, such as acme.com.`];
  else if (publicDomain) errors.email_domains = [`"${publicDomain}" is a public email service: only a domain your organisation owns can be claimed.`];
  else if (domains.length > 20) errors.email_domains = ['At most 20 domains.'];

  if (Object.keys(errors).length > 0 || !kind) return { errors, value: null };
  return {
    errors,
    value: {
      kind,
      display_name: displayName,
      issuer_url: issuerUrl,
      entra_tenant: tenant,
      client_id: clientId,
      client_secret: secret || null,
      email_domains: domains,
    },
  };
}
