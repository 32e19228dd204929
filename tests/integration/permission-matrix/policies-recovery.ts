import type { RoutePolicy } from './route-policies.ts';
import type { World } from './matrix-world.ts';

/** A throwaway account for the administrator to act on: a temporary password signs its owner out, which the matrix's own accounts must not be. */
const spareAccount = async (world: World) => ({ viewerUserId: (await world.t.signUp()).user.id });

/** Password recovery and account changes (issue 18): the administrator's actions on another user. */
export const RECOVERY_POLICIES: Record<string, RoutePolicy> = {
  'POST /api/v2/user/{id}/send-reset-link': { url: (ids) => `/api/v2/user/${ids.viewerUserId}/send-reset-link`, prepare: spareAccount },
  'POST /api/v2/user/{id}/default-password': { url: (ids) => `/api/v2/user/${ids.viewerUserId}/default-password`, prepare: spareAccount },
};

/** Routes that act only on the asker's own account, or on none before sign-in: no role applies. */
export const RECOVERY_EXEMPT: Record<string, string> = {
  'POST /api/auth/forgot-password': 'asks for a reset link before any sign-in; the same 202 for every caller (password-recovery tests: 202, 422, 429)',
  'POST /api/auth/reset-password': 'sets a password with an emailed token, before any sign-in (password-recovery tests: 200, 422, 429)',
  'POST /api/auth/change-password': "changes the asker's own password, ending their other sessions (password-recovery tests: 401, 403, 422, 429)",
  'PUT /api/auth/profile': "renames the asker's own account (password-recovery tests: 401, 422)",
  'POST /api/auth/change-email': "mails a code to the asker's new address (password-recovery tests: 401, 403, 422, 429)",
  'POST /api/auth/confirm-email-change': "changes the asker's own address, ending their other sessions (password-recovery tests: 401, 422)",
};
