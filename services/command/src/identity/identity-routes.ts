import { z } from 'zod';
import { IdParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '@usher/infra/context';
import { signedInOrNull } from '@usher/infra/http/optional-sign-in';
import { clearSessionCookies, setCsrfCookie, setSessionCookies } from '@usher/infra/http/cookies';
import { csrfTokenFor } from '@usher/infra/http/tokens';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { appendAudit, login, signup } from './identity-handlers.ts';
import { closeSession } from './sessions.ts';
import { presentUser } from './present-user.ts';
import { setChallengeCookie } from './two-factor/challenge-cookie.ts';
import { loginAs, returnToOwnAccount } from './impersonation.ts';
import {
  GetAuthBusinessReplies,
  GetCsrfCookieReplies,
  PostAuthLoginAsReplies,
  PostAuthLoginAsReturnReplies,
  PostAuthLogoutReplies,
  PostAuthSignupReplies,
  PostAuthLoginReplies,
} from '@usher/domain/contract/identity';

const optionalText = safeText({ max: 10_000 }).nullish();
const SignupBody = z.object({
  first_name: optionalText,
  last_name: optionalText,
  email: optionalText,
  password: optionalText,
  share: z
    .object({ event_uuid: safeId(), code: safeText({ max: 200 }) })
    .optional()
    .describe('The event share link the person followed: they join its organisation and team.'),
});
const LoginBody = z.object({ email: optionalText, password: optionalText, remember: z.boolean().optional() });
const UserParams = IdParams;

// Who am I, sign out, the CSRF cookie: what an account waiting to prove its address, to set up a required
// second factor, or to replace an administrator's temporary password still needs.
const openBeforeEmailVerified = { openBeforeEmailVerified: true, openWhilePasswordChangeRequired: true, openBeforeTwoFactorSetup: true };

function clientOf(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

export function identityRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/signup',
      { config: { need: 'public' }, schema: { body: SignupBody, tags: ['auth'], response: PostAuthSignupReplies } },
      async (request, reply) => {
        const { share, ...input } = request.body;
        const { user, session } = await signup(context, input, clientOf(request), metadataFor(request, null, null), share);
        setSessionCookies(reply, session.token, csrfTokenFor(session.tokenHash, context.csrfKey), context.secureCookies);
        return reply.code(201).send({ access_token: session.token, token_type: 'Bearer', user: presentUser(user) });
      },
    );

    for (const url of ['/login', '/api/auth/login']) {
      app.post(url, { config: { need: 'public' }, schema: { body: LoginBody, tags: ['auth'], response: PostAuthLoginReplies } }, async (request, reply) => {
        const { user, session, challenge } = await login(context, request.body, clientOf(request), metadataFor(request, null, null));
        if (challenge) {
          setChallengeCookie(reply, challenge.token, challenge.maxAgeSeconds, context.secureCookies);
          return { two_factor: true as const };
        }
        setSessionCookies(reply, session.token, csrfTokenFor(session.tokenHash, context.csrfKey), context.secureCookies);
        return { access_token: session.token, token_type: 'Bearer', user: presentUser(user) };
      });
    }

    app.post(
      '/api/auth/logout',
      { schema: { tags: ['auth'], response: PostAuthLogoutReplies }, config: { ...openBeforeEmailVerified, need: 'signed_in' } },
      async (request, reply) => {
        const { user } = request;
        await closeSession(context.db, user.sessionTokenHash);
        await appendAudit(context, user, { type: 'UserLoggedOut', data: { user_id: user.id } }, request.metadata);
        clearSessionCookies(reply);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/auth/business',
      { schema: { tags: ['auth'], response: GetAuthBusinessReplies }, config: { ...openBeforeEmailVerified, need: 'signed_in' } },
      async (request) => {
        const { user } = request;
        return {
          data: {
            ...presentUser(user),
            impersonator: user.impersonator ?? null,
            two_factor_setup_required: (user.two_factor_setup_required ?? false) && !user.impersonator,
          },
        };
      },
    );

    // Spec section 6: an administrator can log in as another user. The static path wins over the parameter.
    app.post(
      '/api/auth/login-as/return',
      { schema: { tags: ['auth'], response: PostAuthLoginAsReturnReplies }, config: { ...openBeforeEmailVerified, need: 'signed_in' } },
      async (request, reply) => {
        const { user } = request;
        const { user: admin, session } = await returnToOwnAccount(context, user, clientOf(request), request.metadata);
        if (!admin || !session) {
          clearSessionCookies(reply);
          return reply.code(204).send();
        }
        setSessionCookies(reply, session.token, csrfTokenFor(session.tokenHash, context.csrfKey), context.secureCookies);
        return { access_token: session.token, token_type: 'Bearer', user: { ...presentUser(admin), impersonator: null } };
      },
    );

    app.post(
      '/api/auth/login-as/:id',
      { config: { need: 'signed_in' }, schema: { params: UserParams, tags: ['auth'], response: PostAuthLoginAsReplies } },
      async (request, reply) => {
        const admin = request.user;
        const { user, impersonator, session } = await loginAs(context, admin, request.params.id, clientOf(request), metadataFor(request, admin, null));
        setSessionCookies(reply, session.token, csrfTokenFor(session.tokenHash, context.csrfKey), context.secureCookies);
        return { access_token: session.token, token_type: 'Bearer', user: { ...presentUser(user), impersonator } };
      },
    );

    // The dashboard calls this to (re)obtain the CSRF cookie for its session.
    for (const url of ['/api/csrf-cookie', '/sanctum/csrf-cookie']) {
      app.get(
        url,
        { schema: { tags: ['auth'], response: GetCsrfCookieReplies }, config: { ...openBeforeEmailVerified, need: 'public', signIn: 'optional' } },
        async (request, reply) => {
          const user = signedInOrNull(request);
          if (user) setCsrfCookie(reply, csrfTokenFor(user.sessionTokenHash, context.csrfKey), context.secureCookies);
          return reply.code(204).send();
        },
      );
    }
  };
}
