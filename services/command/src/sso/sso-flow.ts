import * as oidc from 'openid-client';
import type { Db } from '@usher/infra/db/database';
import type { Clock } from '@usher/infra/clock';
import { hashToken } from '@usher/infra/http/tokens';
import { providerConfiguration } from './oidc-configuration.ts';
import { redirectUri, type ProviderRow } from './provider-store.ts';

/** A person has this long at the provider before the attempt expires. */
export const FLOW_MINUTES = 10;

export type FlowIntent = 'login' | 'link';

/** A failure the callback turns into `/account/login?sso_error=<code>`. */
export class SsoError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Starts an authorization-code flow with PKCE (S256), a state and a nonce. The verifier and
 * the nonce stay in `sso_flows`; the state goes to the provider and, in an HttpOnly cookie, to
 * the browser, which must bring both back together.
 */
export async function startFlow(db: Db, clock: Clock, provider: ProviderRow, intent: FlowIntent, userId: string | null): Promise<{ url: URL; state: string }> {
  const config = await providerConfiguration(provider).catch((error: unknown) => {
    throw new SsoError('unavailable', 'The sign-in provider could not be reached.', { cause: error });
  });
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await db.deleteFrom('sso_flows').where('expires_at', '<', clock.now()).execute();
  await db
    .insertInto('sso_flows')
    .values({
      state_hash: hashToken(state),
      provider_id: provider.id,
      intent,
      user_id: userId,
      code_verifier: codeVerifier,
      nonce,
      expires_at: new Date(clock.now().getTime() + FLOW_MINUTES * 60_000),
    })
    .execute();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(intent === 'link' ? { prompt: 'login' } : {}),
  });
  return { url, state };
}

/**
 * Takes the flow of a state out of the table: it works once, before it expires, and only in the
 * browser whose cookie carries the same state.
 */
export async function consumeFlow(db: Db, clock: Clock, stateFromProvider: string | undefined, stateFromCookie: string | undefined) {
  if (!stateFromProvider || !stateFromCookie || stateFromProvider !== stateFromCookie) {
    throw new SsoError('expired', 'The sign-in attempt does not belong to this browser.');
  }
  const flow = await db.deleteFrom('sso_flows').where('state_hash', '=', hashToken(stateFromProvider)).returningAll().executeTakeFirst();
  if (!flow || flow.expires_at.getTime() <= clock.now().getTime()) throw new SsoError('expired', 'The sign-in attempt has expired or was already used.');
  return flow;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  tenantId: string | null;
}

/**
 * Exchanges the code (with the PKCE verifier) and verifies the ID token: signature, issuer
 * (mix-up), audience, expiry, nonce and state, by openid-client.
 */
export async function completeFlow(
  provider: ProviderRow,
  flow: { code_verifier: string; nonce: string },
  callbackUrl: URL,
  state: string,
): Promise<VerifiedIdentity> {
  const config = await providerConfiguration(provider).catch((error: unknown) => {
    throw new SsoError('unavailable', 'The sign-in provider could not be reached.', { cause: error });
  });
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.code_verifier,
      expectedNonce: flow.nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied')
      throw new SsoError('cancelled', 'Signing in was cancelled at the provider.', { cause: error });
    throw new SsoError('failed', "The provider's answer could not be verified.", { cause: error });
  }
  if (!claims) throw new SsoError('failed', 'The provider sent no ID token.');
  const tenantId = typeof claims.tid === 'string' ? claims.tid : null;
  if (
    provider.kind === 'entra' &&
    provider.entra_tenant &&
    !['common', 'organizations'].includes(provider.entra_tenant) &&
    tenantId !== provider.entra_tenant
  ) {
    throw new SsoError('failed', 'The account belongs to another Microsoft directory.');
  }
  const email = pickEmail(provider, claims);
  const [first, ...rest] = (typeof claims.name === 'string' ? claims.name : '').trim().split(/\s+/);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    // Entra sends no email_verified; a directory the administrator named vouches for its own addresses.
    emailVerified: claims.email_verified === true || (provider.kind === 'entra' && tenantId !== null && tenantId === provider.entra_tenant),
    firstName: (typeof claims.given_name === 'string' && claims.given_name.trim()) || first || (email?.split('@')[0] ?? 'New'),
    lastName: (typeof claims.family_name === 'string' && claims.family_name.trim()) || rest.join(' ') || 'User',
    tenantId,
  };
}

function pickEmail(provider: ProviderRow, claims: oidc.IDToken): string | null {
  const candidate =
    typeof claims.email === 'string'
      ? claims.email
      : provider.kind === 'entra' && typeof claims.preferred_username === 'string'
        ? claims.preferred_username
        : null;
  const email = candidate?.trim().toLowerCase() ?? null;
  return email && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) && email.length <= 254 ? email : null;
}
