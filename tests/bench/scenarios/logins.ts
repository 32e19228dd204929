/**
 * Signing in (issue 18): p50/p95 of a login with a password, with a password and a TOTP code,
 * and through single sign-on against a real OpenID provider on loopback (panva's
 * oidc-provider, as the tests use). Logins are measured one at a time, as people sign in:
 * what is measured is the latency of one sign-in, dominated by the password hash (Argon2id,
 * memory-hard on purpose), not throughput. The baseline is GET /api/auth/business on the same
 * product: one authenticated, indexed read.
 */
import { Secret, TOTP } from 'otpauth';
import { startOidcTestProvider } from '@usher/infra/testing/oidc-test-provider';
import { Api } from '../api.ts';
import { percentiles, type Percentiles } from '../load.ts';
import { ms, type Row } from '../report.ts';
import { ssoLoginOnce } from '../support/sso-login.ts';

export const LOGIN_CONFIG = {
  passwordLogins: 40,
  /**
   * Accounts with a second factor, each signing in once (a code works once, and no earlier one after it):
   * each confirmed with the last step's code, so it signs in with this step's without waiting for the next.
   */
  totpAccounts: 40,
  /** The start of single sign-on is limited to 30 a minute per address: 3 warm-ups and 25 measured. */
  ssoWarmup: 3,
  ssoLogins: 25,
  baselineRequests: 40,
};

export interface LoginResult {
  password: Percentiles & { samples: number };
  totp: Percentiles & { samples: number };
  sso: Percentiles & { samples: number };
  baseline: Percentiles & { samples: number };
}

const PASSWORD = 'bench-password-1';

async function timed(action: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

function summary(samples: number[]) {
  return { ...percentiles(samples), samples: samples.length };
}

async function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function passwordLogin(origin: string, email: string): Promise<void> {
  const response = await post(origin, '/login', { email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** The password, then the code the authenticator app would show now. */
async function totpLogin(origin: string, email: string, secret: string): Promise<void> {
  const first = await post(origin, '/login', { email, password: PASSWORD });
  const challenge = first.headers.getSetCookie().find((cookie) => cookie.startsWith('usher_two_factor='));
  if (first.status !== 200 || !challenge) throw new Error(`login answered ${first.status} without a challenge: ${await first.text()}`);
  await first.arrayBuffer();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const second = await post(origin, '/two-factor-challenge', { code }, { cookie: challenge.split(';')[0]! });
  if (second.status !== 200) throw new Error(`challenge answered ${second.status}: ${await second.text()}`);
  await second.arrayBuffer();
}

/** The sign-in part's product believes the loopback proxy's X-Forwarded-For, as behind the project's nginx (see the signups above). */
export const LOGINS_ENV = { TRUSTED_PROXIES: 'loopback' };

const totpStep = () => Math.floor(Date.now() / 30_000);

/** Waits (if at all) until the 30-second TOTP step after `step` has begun, with 200 ms to spare. */
async function untilStepAfter(step: number): Promise<void> {
  const wait = (step + 1) * 30_000 + 200 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

export async function runLogins(options: { origin: string; log: (message: string) => void }): Promise<LoginResult> {
  const { origin, log } = options;
  const config = LOGIN_CONFIG;
  const admin = new Api(origin);
  await admin.signUp();
  const me = await admin.call<{ data: { email: string } }>('GET', '/api/auth/business');

  log('password logins');
  for (let i = 0; i < 5; i++) await passwordLogin(origin, me.data.email);
  const password: number[] = [];
  for (let i = 0; i < config.passwordLogins; i++) password.push(await timed(() => passwordLogin(origin, me.data.email)));

  const baseline: number[] = [];
  for (let i = 0; i < config.baselineRequests; i++) baseline.push(await timed(async () => void (await admin.call('GET', '/api/auth/business'))));

  log(`turning on TOTP for ${config.totpAccounts} accounts`);
  const accounts: { email: string; secret: string }[] = [];
  // The step of the last account confirmed with its step's own code, if any was (see below).
  let confirmedWithCurrentStep: number | null = null;
  for (let i = 0; i < config.totpAccounts; i++) {
    const account = new Api(origin);
    // Each from an address of its own, as people behind the project's nginx: one address may open 30 accounts an hour.
    await account.signUp({ 'x-forwarded-for': `198.51.100.${i + 1}` });
    const email = (await account.call<{ data: { email: string } }>('GET', '/api/auth/business')).data.email;
    const { data } = await account.call<{ data: { secret: string } }>('POST', '/api/v2/user/two-factor-authentication');
    // A code works once, and no earlier one after it: confirmed with the last step's code (the product allows a step
    // of drift, as for a phone's clock half a minute slow), the account signs in with this step's code at once,
    // instead of the bench idling until the next step begins (up to 30 s).
    const confirm = (timestamp: number) =>
      account.call<unknown>(
        'POST',
        '/api/v2/user/confirmed-two-factor-authentication',
        { code: new TOTP({ secret: Secret.fromBase32(data.secret) }).generate({ timestamp }) },
        [204, 422],
      );
    if ((await confirm(Date.now() - 30_000)) !== null) {
      // The step turned over between the code and its check: this step's code, and the next step for the login.
      const refused = await confirm(Date.now());
      if (refused !== null) throw new Error(`two-factor confirmation refused: ${JSON.stringify(refused)}`);
      confirmedWithCurrentStep = totpStep();
    }
    accounts.push({ email, secret: data.secret });
  }

  const sso = await ssoLogins(origin, admin, log);

  const totp: number[] = [];
  if (confirmedWithCurrentStep !== null) await untilStepAfter(confirmedWithCurrentStep);
  log('TOTP logins');
  for (const account of accounts) totp.push(await timed(() => totpLogin(origin, account.email, account.secret)));
  return { password: summary(password), totp: summary(totp), sso: summary(sso), baseline: summary(baseline) };
}

/** Sign-ins one at a time through a local OpenID provider, after a few unmeasured ones. */
async function ssoLogins(origin: string, admin: Api, log: (message: string) => void): Promise<number[]> {
  const config = LOGIN_CONFIG;
  log('single sign-on logins against a local OpenID provider');
  // The product names itself http://localhost:PORT (no APP_URL here): its redirect URI, and so the start, use that name.
  const port = new URL(origin).port;
  const productUrl = `http://localhost:${port}`;
  const provider = await startOidcTestProvider({
    redirectUris: [`http://localhost:${port}/account/callback-sso`],
    accounts: { 'bench-sso': { email: 'bench-sso@example.com', email_verified: true, given_name: 'Bench', family_name: 'Sso' } },
  });
  try {
    await admin.call('PUT', '/api/admin/sso-provider', {
      kind: 'oidc',
      display_name: 'Bench login',
      issuer_url: provider.url,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    });
    for (let i = 0; i < config.ssoWarmup; i++) await ssoLoginOnce(productUrl, 'bench-sso');
    const sso: number[] = [];
    for (let i = 0; i < config.ssoLogins; i++) sso.push(await timed(async () => void (await ssoLoginOnce(productUrl, 'bench-sso'))));
    return sso;
  } finally {
    await provider.close();
  }
}

export function loginRows(result: LoginResult): Row[] {
  const against = `baseline GET /api/auth/business p50 ${ms(result.baseline.p50)}`;
  const row = (figure: string, value: LoginResult['password']) => ({
    figure,
    value: `p50 ${ms(value.p50)}, p95 ${ms(value.p95)} (${value.samples})`,
    against,
    verdict: 'info' as const,
  });
  return [
    row('Login with a password', result.password),
    row('Login with a password and TOTP', result.totp),
    row('Login with single sign-on (local OpenID provider)', result.sso),
  ];
}
