import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@usher/domain/contract/request-params';
import { safeId, safeText } from '@usher/domain/validation/safe-text';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { checkField, email as emailRule, maxLength, required } from '@usher/domain/validation/rules';
import {
  PostAuthChangeEmailReplies,
  PostAuthChangePasswordReplies,
  PostAuthConfirmEmailChangeReplies,
  PostAuthForgotPasswordReplies,
  PostAuthResetPasswordReplies,
  PostUserDefaultPasswordReplies,
  PostUserSendResetLinkReplies,
  PutAuthProfileReplies,
} from '@usher/domain/contract/account';
import type { ServiceContext } from '@usher/infra/context';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { presentUser } from '../present-user.ts';
import { admitResetRequest, sendResetLinkIfAccountExists } from './forgot-password.ts';
import { resetPassword } from './reset-password.ts';
import { changePassword } from './change-password.ts';
import { updateProfile } from './update-profile.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { sendResetLinkAsAdmin, setTemporaryPassword } from './admin-recovery.ts';
import { PASSWORD_CHANGED_MESSAGE, RESET_DONE_MESSAGE, RESET_LINK_SENT_MESSAGE } from './recovery-rules.ts';

const password = safeText({ max: 1000 }).nullish();
const ForgotBody = z.object({ email: safeText({ max: 1000 }).nullish().describe('The address of the account whose password was forgotten.') });
const ResetBody = z.object({ token: safeId(200).describe("The token of the email's link."), password, password_confirmation: password });
const ChangeBody = z.object({ current_password: password, password, password_confirmation: password });
const ProfileBody = z.object({ first_name: safeText({ max: 10_000 }).nullish(), last_name: safeText({ max: 10_000 }).nullish() });
const ChangeEmailBody = z.object({ email: safeText({ max: 1000 }).nullish().describe('The new address; it changes once the code sent there comes back.') });
const ConfirmEmailBody = z.object({
  code: safeText({ max: 20 }).optional().describe('The six digits mailed to the new address.'),
  token: safeId(200).optional().describe("The token of that email's link."),
});

// An account with an administrator's temporary password may still change it.
const openWhilePasswordChangeRequired = { openWhilePasswordChangeRequired: true };

/**
 * Password recovery, password and profile changes (issue 18, spec section 2 /account/... and
 * section 7 Authentication), and an instance administrator's recovery actions on a user.
 */
export function recoveryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    // Forgot-password mail goes out after the reply; closing the app waits for what is still on its way.
    const afterReply = new Set<Promise<void>>();
    app.addHook('onClose', async () => {
      await Promise.allSettled([...afterReply]);
    });

    app.post(
      '/api/auth/forgot-password',
      {
        config: { need: 'public' },
        schema: {
          body: ForgotBody,
          tags,
          summary: 'Mails a reset link if an account uses the address; the same answer either way',
          response: PostAuthForgotPasswordReplies,
        },
      },
      async (request, reply) => {
        const problems = checkField(request.body.email, 'Email', [required, emailRule, maxLength(254)]);
        if (problems.length > 0) throw DomainError.validation({ email: problems });
        const email = request.body.email!.trim().toLowerCase();
        await admitResetRequest(context, email, request.ip ?? null);
        // The answer leaves before the address is even looked up: its words and its timing are the same for every address.
        await reply.code(202).send({ message: RESET_LINK_SENT_MESSAGE });
        const work = sendResetLinkIfAccountExists(context, email, metadataFor(request, null, null)).catch((error: unknown) => {
          request.log.error({ err: error }, 'password reset link could not be sent');
        });
        afterReply.add(work);
        void work.finally(() => afterReply.delete(work));
        return reply;
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { need: 'public' },
        schema: {
          body: ResetBody,
          tags,
          summary: 'Sets a new password with the token of a reset link; every session ends',
          response: PostAuthResetPasswordReplies,
        },
      },
      async (request) => {
        await resetPassword(context, request.body, { ip: request.ip ?? null }, metadataFor(request, null, null));
        return { message: RESET_DONE_MESSAGE };
      },
    );

    await app.register(signedInRoutes(context));
  };
}

/** The rest need a signed-in caller (their declared need): one without credentials learns 401, not what the body should look like. */
function signedInRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (authed) => {
    const tags = ['auth'];

    authed.post(
      '/api/auth/change-password',
      {
        schema: { body: ChangeBody, tags, summary: "Changes the signed-in user's password; their other sessions end", response: PostAuthChangePasswordReplies },
        config: { ...openWhilePasswordChangeRequired, need: 'signed_in' },
      },
      async (request) => {
        const { user } = request;
        await changePassword(context, user, request.body, request.metadata);
        return { message: PASSWORD_CHANGED_MESSAGE, data: presentUser({ ...user, password_change_required: false }) };
      },
    );

    authed.put(
      '/api/auth/profile',
      { config: { need: 'signed_in' }, schema: { body: ProfileBody, tags, summary: "Changes the signed-in user's name", response: PutAuthProfileReplies } },
      async (request) => {
        const { user } = request;
        return { data: presentUser(await updateProfile(context, user, request.body, request.metadata)) };
      },
    );

    authed.post(
      '/api/auth/change-email',
      {
        config: { need: 'signed_in' },
        schema: {
          body: ChangeEmailBody,
          tags,
          summary: 'Mails a code and link to a new address, which becomes the email once proved',
          response: PostAuthChangeEmailReplies,
        },
      },
      async (request, reply) => {
        const { user } = request;
        return reply.code(202).send({ data: await requestEmailChange(context, user, request.body, request.metadata) });
      },
    );

    authed.post(
      '/api/auth/confirm-email-change',
      {
        config: { need: 'signed_in' },
        schema: {
          body: ConfirmEmailBody,
          tags,
          summary: 'Proves the new address with its code or link; the email changes',
          response: PostAuthConfirmEmailChangeReplies,
        },
      },
      async (request) => {
        const { user } = request;
        return { data: presentUser(await confirmEmailChange(context, user, request.body, request.metadata)) };
      },
    );

    authed.post(
      '/api/v2/user/:id/send-reset-link',
      {
        config: { need: ['administer', 'instance'] },
        schema: { params: IdParams, tags: ['admin'], summary: 'An administrator emails a user a password reset link', response: PostUserSendResetLinkReplies },
      },
      async (request, reply) => {
        const admin = request.user;
        const email = await sendResetLinkAsAdmin(context, admin, request.params.id, metadataFor(request, admin, null));
        return reply.code(202).send({ message: `A reset link was emailed to ${email}.` });
      },
    );

    authed.post(
      '/api/v2/user/:id/default-password',
      {
        config: { need: ['administer', 'instance'] },
        schema: {
          params: IdParams,
          tags: ['admin'],
          summary: 'An administrator has a temporary password emailed to a user, who must change it at the next sign-in',
          response: PostUserDefaultPasswordReplies,
        },
      },
      async (request, reply) => {
        const admin = request.user;
        const email = await setTemporaryPassword(context, admin, request.params.id, metadataFor(request, admin, null));
        return reply.code(202).send({ message: `A temporary password was emailed to ${email}. It must be changed at the next sign-in.` });
      },
    );
  };
}
