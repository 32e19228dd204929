import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { safeText } from '@usher/domain/validation/safe-text';
import {
  GetTwoFactorQrCodeReplies,
  GetTwoFactorStatusReplies,
  PostSendMfaCodeReplies,
  PostTwoFactorChallengeReplies,
  PostTwoFactorEnableReplies,
  RecoveryCodesReplies,
  TwoFactorNoContentReplies,
} from '@usher/domain/contract/two-factor';
import type { ServiceContext } from '@usher/infra/context';
import { setSessionCookies } from '@usher/infra/http/cookies';
import { csrfTokenFor } from '@usher/infra/http/tokens';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { openSession } from '../sessions.ts';
import { noticeNewDevice } from '../new-device-notice.ts';
import { appendAudit } from '../identity-handlers.ts';
import { presentUser } from '../present-user.ts';
import { challengeTokenOf, clearChallengeCookie, setChallengeCookie } from './challenge-cookie.ts';
import { completeChallenge, sendEmailCode } from './two-factor-challenge.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  recoveryCodes,
  regenerateRecoveryCodes,
  twoFactorQrCode,
  twoFactorStatus,
} from './two-factor-setup.ts';
import { twoFactorRequiredOf } from './two-factor-policy.ts';

const CodeBody = z.object({ code: safeText({ max: 20 }).describe('Six digits from the authenticator app.') });
const ChallengeBody = z.object({
  code: safeText({ max: 20 }).nullish().describe('Six digits from the authenticator app, or from the emailed code.'),
  recovery_code: safeText({ max: 40 }).nullish().describe('One of the single-use recovery codes.'),
});

// An account that must set up a second factor may still reach these (and who-am-I, sign out).
const config = { openBeforeTwoFactorSetup: true };

function clientOf(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

/** Spec section 7: the second factor's setup (Account Settings) and the login's code step. */
export function twoFactorRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];

    app.get(
      '/api/v2/user/two-factor-authentication',
      {
        schema: { tags, summary: 'Whether the signed-in account has a second factor', response: GetTwoFactorStatusReplies },
        config: { ...config, need: 'signed_in' },
      },
      async (request) => {
        const { user } = request;
        return { data: { ...(await twoFactorStatus(context, user)), required: await twoFactorRequiredOf(context, user) } };
      },
    );

    app.post(
      '/api/v2/user/two-factor-authentication',
      {
        schema: { tags, summary: 'Makes a new TOTP secret and recovery codes, pending until a code confirms them', response: PostTwoFactorEnableReplies },
        config: { ...config, need: 'signed_in' },
      },
      async (request, reply) => {
        const { user } = request;
        return reply.code(201).send({ data: await enableTwoFactor(context, user, request.metadata) });
      },
    );

    app.get(
      '/api/v2/user/two-factor-qr-code',
      {
        schema: { tags, summary: 'The QR code (SVG) of the otpauth:// URL for the authenticator app', response: GetTwoFactorQrCodeReplies },
        config: { ...config, need: 'signed_in' },
      },
      async (request) => {
        const { user } = request;
        return twoFactorQrCode(context, user);
      },
    );

    app.post(
      '/api/v2/user/confirmed-two-factor-authentication',
      {
        schema: {
          body: CodeBody,
          tags,
          summary: 'Confirms the second factor with a code from the app: only then is it on',
          response: TwoFactorNoContentReplies,
        },
        config: { ...config, need: 'signed_in' },
      },
      async (request, reply) => {
        const { user } = request;
        await confirmTwoFactor(context, user, request.body.code, request.metadata);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/api/v2/user/two-factor-authentication',
      { schema: { tags, summary: 'Turns the second factor off', response: TwoFactorNoContentReplies }, config: { ...config, need: 'signed_in' } },
      async (request, reply) => {
        const { user } = request;
        await disableTwoFactor(context, user, request.metadata);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/v2/user/two-factor-recovery-codes',
      {
        schema: { tags, summary: 'The fresh recovery codes (only right after they were made) and how many are left', response: RecoveryCodesReplies },
        config: { ...config, need: 'signed_in' },
      },
      async (request) => {
        const { user } = request;
        return { data: await recoveryCodes(context, user) };
      },
    );

    app.post(
      '/api/v2/user/two-factor-recovery-codes',
      { schema: { tags, summary: 'Replaces every recovery code with ten new ones', response: RecoveryCodesReplies }, config: { ...config, need: 'signed_in' } },
      async (request) => {
        const { user } = request;
        return { data: await regenerateRecoveryCodes(context, user, request.metadata) };
      },
    );

    // The login's second step, mounted twice like the login itself.
    for (const url of ['/two-factor-challenge', '/api/auth/two-factor-challenge']) {
      app.post(
        url,
        {
          config: { need: 'public' },
          schema: {
            body: ChallengeBody,
            tags,
            summary: 'Finishes a login with a code from the app, an emailed code or a recovery code',
            response: PostTwoFactorChallengeReplies,
          },
        },
        async (request, reply) => {
          const metadata = metadataFor(request, null, null);
          const { user } = await completeChallenge(context, challengeTokenOf(request), request.body, metadata);
          const session = await openSession(context, user.id, clientOf(request));
          await appendAudit(context, user, { type: 'UserLoggedIn', data: { user_id: user.id, ip: request.ip ?? null } }, metadata);
          await noticeNewDevice(context, user, clientOf(request));
          clearChallengeCookie(reply);
          setSessionCookies(reply, session.token, csrfTokenFor(session.tokenHash, context.csrfKey), context.secureCookies);
          return { access_token: session.token, token_type: 'Bearer', user: presentUser(user) };
        },
      );
    }

    app.post(
      '/api/auth/send-mfa-code',
      {
        config: { need: 'public' },
        schema: { tags, summary: 'Emails a six-digit sign-in code during a login that waits for its second factor', response: PostSendMfaCodeReplies },
      },
      async (request, reply) => {
        const token = challengeTokenOf(request);
        const sent = await sendEmailCode(context, token);
        // The challenge now lives as long as the emailed code: so does its cookie.
        setChallengeCookie(reply, token!, sent.maxAgeSeconds, context.secureCookies);
        return reply.code(202).send({ data: { expires_at: sent.expires_at } });
      },
    );
  };
}
