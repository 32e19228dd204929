import { signInAtTestProvider } from '@usher/infra/testing/oidc-test-provider';

/**
 * One full single sign-on login against a running product whose instance provider is `provider`
 * (an `startOidcTestProvider` registered with `${productUrl}/account/callback-sso`): the start's
 * redirect, the provider's sign-in page, and the callback, with a cookie jar of its own. Resolves
 * with the session token, for measuring SSO login p50/p95.
 */
export async function ssoLoginOnce(productUrl: string, login: string): Promise<string> {
  const started = await fetch(`${productUrl}/account/login/microsoft`, { redirect: 'manual' });
  const stateCookie = started.headers.getSetCookie().find((cookie) => cookie.startsWith('usher_sso_state='));
  const authorizationUrl = started.headers.get('location');
  if (started.status !== 302 || !stateCookie || !authorizationUrl?.startsWith('http'))
    throw new Error(`SSO start answered ${started.status} to ${authorizationUrl}`);
  const back = await signInAtTestProvider(authorizationUrl, login, `${productUrl}/account/callback-sso`);
  const finished = await fetch(back, { redirect: 'manual', headers: { cookie: stateCookie.split(';')[0]! } });
  const session = finished.headers.getSetCookie().find((cookie) => cookie.startsWith('usher_session='));
  if (finished.status !== 302 || !session) throw new Error(`SSO callback answered ${finished.status} to ${finished.headers.get('location')}`);
  return session.split(';')[0]!.slice('usher_session='.length);
}
