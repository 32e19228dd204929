import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@usher/domain/validation/safe-text';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { GetAuthConfirmedPasswordStatusReplies, PostAuthConfirmPasswordReplies } from '@usher/domain/contract/identity';
import type { ServiceContext } from '@usher/infra/context';
import { HttpError } from '@usher/infra/http/errors';
import { verifyPassword } from './passwords.ts';
import { judgedWithin } from './rate-limit.ts';
import { WRONG_PASSWORD_MESSAGE } from './account-deletion.ts';
import { markAuthenticated, recentAuthenticationUntil, requireRecentAuthenticationAllowed } from './recent-authentication.ts';

const ConfirmBody = z.object({ password: safeText({ max: 1000 }).describe("The account's current password.") });

// Someone at an unlocked session guessing its owner's password: five tries in fifteen minutes.
const MAX_WRONG_PASSWORDS = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * The password asked again before a sensitive action (Laravel Fortify's confirm-password, GitHub's
 * sudo mode): a right answer opens such actions in this session for a few minutes.
 */
export function passwordConfirmationRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/confirm-password',
      {
        schema: { body: ConfirmBody, tags: ['auth'], summary: 'Confirms the password before a sensitive action', response: PostAuthConfirmPasswordReplies },
        config: { need: 'signed_in', openBeforeTwoFactorSetup: true },
      },
      async (request) => {
        const { user } = request;
        requireRecentAuthenticationAllowed(user);
        const bucket = `confirm-password:${user.id}`;
        const account = await context.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst();
        if (!account) throw DomainError.notFound('user');
        const judged = await judgedWithin(context.db, { bucket, max: MAX_WRONG_PASSWORDS, windowSeconds: WINDOW_SECONDS }, () =>
          verifyPassword(account.password_hash, request.body.password),
        );
        if (judged === 'limited')
          throw new HttpError(429, 'Too many wrong passwords. Please try again later.', 'too_many_attempts', { 'retry-after': String(WINDOW_SECONDS) });
        if (judged === 'wrong') throw DomainError.validation({ password: [WRONG_PASSWORD_MESSAGE] });
        await markAuthenticated(context, user);
        const until = await recentAuthenticationUntil(context, user);
        return { data: { confirmed_until: (until ?? context.clock.now()).toISOString() } };
      },
    );

    app.get(
      '/api/auth/confirmed-password-status',
      {
        schema: { tags: ['auth'], summary: 'Whether a sensitive action would ask for the password now', response: GetAuthConfirmedPasswordStatusReplies },
        config: { need: 'signed_in', openBeforeTwoFactorSetup: true },
      },
      async (request) => {
        const { user } = request;
        const until = await recentAuthenticationUntil(context, user);
        return { data: { confirmed: until !== null, confirmed_until: until?.toISOString() ?? null } };
      },
    );
  };
}
