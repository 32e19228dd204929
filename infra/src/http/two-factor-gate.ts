import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export type TwoFactorPolicy = 'optional' | 'administrators' | 'everyone';

export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';
export const TWO_FACTOR_SETUP_MESSAGE = 'Set up two-factor authentication to continue.';

/**
 * For the session lookup: the account must have a second factor (an administrator required it
 * of them, or the instance's policy does) and has none confirmed yet.
 */
export const twoFactorSetupRequiredSql = sql<boolean>`(
  (users.two_factor_required
    or exists (select 1 from instance_two_factor_policy p where p.policy = 'everyone' or (p.policy = 'administrators' and users.is_admin)))
  and not exists (select 1 from user_two_factor f where f.user_id = users.id and f.confirmed_at is not null)
)`;

/**
 * Until it has one, such an account reaches only who-am-I, sign out, the second factor's setup
 * routes and the password confirmation they ask for (routes marked `openBeforeTwoFactorSetup`):
 * a password alone does not open what the policy says needs two factors. An administrator
 * logged in as the user is not stopped: they cannot set up the owner's factor for them.
 */
export function requireTwoFactorSetUp(request: FastifyRequest, user: { two_factor_setup_required: boolean; impersonator?: unknown }): void {
  if (user.two_factor_setup_required && !user.impersonator && request.routeOptions.config?.openBeforeTwoFactorSetup !== true) {
    throw new HttpError(403, TWO_FACTOR_SETUP_MESSAGE, TWO_FACTOR_SETUP_REQUIRED);
  }
}
