import { makeWalletTestCredentials } from '@usher/infra/testing/wallet-test-credentials';
import type { Auth } from '@usher/infra/testing/api-helpers';
import type { World, WorldIds } from './matrix-world.ts';
import type { RoutePolicy } from './route-policies.ts';

// Made once, when a wallet route first asks: openssl takes a moment to make the keys. Only their
// text is sent, so the files go at once (the routes' tests are in several files, none owns them).
let made: ReturnType<typeof makeWalletTestCredentials> | null = null;
function credentials() {
  if (!made) {
    made = makeWalletTestCredentials();
    made.remove();
  }
  return made;
}
const apple = () => ({ ...credentials().apple });
const google = () => ({ ...credentials().google });

/** The wallet files need credentials to sign with: the instance administrator saves them first. */
async function walletsSetUp(world: World): Promise<Partial<WorldIds>> {
  for (const [wallet, body] of [
    ['apple', apple()],
    ['google', google()],
  ] as const) {
    const response = await world.t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/settings/wallet/${wallet}`,
      headers: world.auth.instance_admin as Auth,
      payload: body,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  return {};
}

/** Issue 32 section 1: the wallets' credentials (instance administrators) and a guest's pass in them (the pass token). */
export const WALLET_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/v2/admin/settings/wallet': { url: () => '/api/v2/admin/settings/wallet' },
  'PUT /api/v2/admin/settings/wallet/apple': { url: () => '/api/v2/admin/settings/wallet/apple', body: apple },
  'DELETE /api/v2/admin/settings/wallet/apple': { url: () => '/api/v2/admin/settings/wallet/apple' },
  'PUT /api/v2/admin/settings/wallet/google': { url: () => '/api/v2/admin/settings/wallet/google', body: google },
  'DELETE /api/v2/admin/settings/wallet/google': { url: () => '/api/v2/admin/settings/wallet/google' },
  'GET /api/v2/public/pass/{token}/apple-wallet': { url: (ids) => `/api/v2/public/pass/${ids.passToken}/apple-wallet`, prepare: walletsSetUp },
  'GET /api/v2/public/pass/{token}/google-wallet': { url: (ids) => `/api/v2/public/pass/${ids.passToken}/google-wallet`, prepare: walletsSetUp, okStatus: 302 },
};
