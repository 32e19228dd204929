import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says about a person who types `login` on its sign-in page. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface OidcTestProviderOptions {
  clientId?: string;
  clientSecret?: string;
  /** The product's callbacks, e.g. `${appUrl}/account/callback-sso`. */
  redirectUris: string[];
  /** Signs as this issuer instead of its own URL (e.g. `https://login.microsoftonline.com/<tid>/v2.0`). */
  issuer?: string;
  /** Put into every ID token as `tid`, as Microsoft Entra does. */
  tenantId?: string;
  /**
   * Other paths whose discovery document names another issuer: Entra's `/common/v2.0`
   * publishing `https://login.microsoftonline.com/{tenantid}/v2.0`, or a mix-up attacker's.
   */
  publishedIssuers?: Record<string, string>;
  accounts?: Record<string, TestAccount>;
}

export interface OidcTestProvider {
  /** Where it listens, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The issuer it signs ID tokens as. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Serves the discovery document at another path, naming another issuer. */
  publish(path: string, issuer: string): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (panva's oidc-provider) on loopback, for tests: one static confidential
 * client, PKCE required, and its development sign-in page, which accepts any login and password.
 * Consent is taken as given (a first-party client), so the sign-in page is the only page.
 */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = options.issuer ?? url;
  const clientId = options.clientId ?? 'usher-test';
  const clientSecret = options.clientSecret ?? 'usher-test-secret-that-is-long-enough-for-hs256';
  const accounts = options.accounts ?? {};
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub', 'tid'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The ID token carries the email and name claims, as Entra's and most providers' do.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => {
        const account = accounts[id] ?? {};
        return {
          sub: id,
          email: account.email ?? `${id}@example.com`,
          email_verified: account.email_verified ?? true,
          given_name: account.given_name ?? id,
          family_name: account.family_name ?? 'Tester',
          name: `${account.given_name ?? id} ${account.family_name ?? 'Tester'}`,
          ...(options.tenantId ? { tid: options.tenantId } : {}),
        };
      },
    }),
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { Session: 600, Interaction: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  const handle = provider.callback();
  const published: Record<string, string> = { ...options.publishedIssuers };
  server.on('request', (request, response) => {
    const match = Object.entries(published).find(([path]) => request.url === `${path}/.well-known/openid-configuration`);
    if (!match) return void handle(request, response);
    // The same metadata as the provider's own, under another issuer.
    void fetch(`${url}/.well-known/openid-configuration`)
      .then((own) => own.json() as Promise<Record<string, unknown>>)
      .then((metadata) => {
        response.setHeader('content-type', 'application/json');
        // Entra's multi-tenant metadata does not promise an `iss` in the authorization response.
        if (match[1].includes('{tenantid}')) delete metadata.authorization_response_iss_parameter_supported;
        response.end(JSON.stringify({ ...metadata, issuer: match[1] }));
      });
  });
  return {
    url,
    issuer,
    clientId,
    clientSecret,
    publish: (path, publishedIssuer) => void (published[path] = publishedIssuer),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs in at the provider's development sign-in page as a browser would (fetch and a cookie
 * jar), from the authorization URL the product redirected to, and returns the URL the provider
 * sends the browser back to (the product's callback, with the code and state).
 */
export async function signInAtTestProvider(authorizationUrl: string, login: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let next: { url: string; init: RequestInit } = { url: authorizationUrl, init: {} };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(callbackPrefix)) return target;
      next = { url: target.href, init: {} };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`The provider answered ${response.status} without a form or a redirect: ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? 'login';
    const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt });
    next = { url: new URL(action, next.url).href, init: { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } } };
  }
  throw new Error('The provider never sent the browser back');
}
