import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeId, safeText } from '@usher/domain/validation/safe-text';
import type { ServiceContext } from '@usher/infra/context';
import { setSessionCookies } from '@usher/infra/http/cookies';
import { csrfTokenFor } from '@usher/infra/http/tokens';
import { HttpError } from '@usher/infra/http/errors';
import { metadataFor } from '@usher/infra/http/request-metadata';
import { GetSsoIdentitiesReplies, GetSsoOptionsReplies, GetUserByIdentifierReplies, PostSsoLinkReplies, SsoRedirectReplies } from '@usher/domain/contract/sso';
import { appendAudit } from '../identity/identity-handlers.ts';
import { openSession } from '../identity/sessions.ts';
import { noticeNewDevice, rememberSignUpDevice } from '../identity/new-device-notice.ts';
import { refuseOverLimit } from './sso-rate-limit.ts';
import { consumeFlow, completeFlow, FLOW_MINUTES, SsoError, startFlow } from './sso-flow.ts';
import { accountForSignIn, linkIdentity } from './sso-accounts.ts';
import { CALLBACK_PATH, START_PATH, presentPublicProvider, providerById, providerFor, redirectUri } from './provider-store.ts';
import { providerOfProvedDomain } from './domain-claims.ts';
import { isDomainName } from './provider-rules.ts';

/** Carries the state from the start to the callback in the browser that started it. */
const FLOW_COOKIE = 'usher_sso_state';
const START_LIMIT = { max: 30, windowSeconds: 60 };
const LOOKUP_LIMIT = { max: 60, windowSeconds: 60 };

const StartQuery = z.object({ provider: safeId().optional().describe("An organisation's provider; the instance's when absent.") });
const CallbackQuery = z.object({
  code: safeText({ max: 2000 }).optional(),
  state: safeText({ max: 500 }).optional(),
  error: safeText({ max: 200 }).optional(),
  error_description: safeText({ max: 2000 }).optional(),
  iss: safeText({ max: 500 }).optional(),
  session_state: safeText({ max: 500 }).optional(),
});
const IdentifierQuery = z.object({ identifier: safeText({ max: 320 }).optional() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function clientOf(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

async function providerToStart(context: ServiceContext, providerId: string | undefined) {
  if (providerId === undefined) return providerFor(context.db, null);
  return UUID.test(providerId) ? providerById(context.db, providerId) : undefined;
}

function setFlowCookie(reply: FastifyReply, state: string, secure: boolean): void {
  reply.setCookie(FLOW_COOKIE, state, {
    path: CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure || reply.request.protocol === 'https',
    maxAge: FLOW_MINUTES * 60,
  });
}

export function ssoRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The spec's route; any configured provider starts here, Microsoft's or another.
    app.get(
      START_PATH,
      { config: { need: 'public' }, schema: { querystring: StartQuery, tags: ['auth'], response: SsoRedirectReplies } },
      async (request, reply) => {
        await refuseOverLimit(context, `sso-start:ip:${request.ip}`, START_LIMIT);
        const provider = await providerToStart(context, request.query.provider);
        if (!provider) return reply.redirect('/account/login?sso_error=unavailable');
        try {
          const { url, state } = await startFlow(context.db, context.clock, provider, 'login', null);
          setFlowCookie(reply, state, context.secureCookies);
          return reply.redirect(url.href);
        } catch (error) {
          if (error instanceof SsoError) return reply.redirect(`/account/login?sso_error=${error.code}`);
          throw error;
        }
      },
    );

    // The redirect URI registered at every provider: finishes the flow and opens a session as password login does.
    app.get(
      CALLBACK_PATH,
      { config: { need: 'public' }, schema: { querystring: CallbackQuery, tags: ['auth'], response: SsoRedirectReplies } },
      async (request, reply) => {
        const cookieState = request.cookies[FLOW_COOKIE];
        reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH });
        let intent: 'login' | 'link' = 'login';
        try {
          const flow = await consumeFlow(context.db, context.clock, request.query.state, cookieState);
          intent = flow.intent;
          const provider = await providerById(context.db, flow.provider_id);
          if (!provider) throw new SsoError('unavailable', 'The provider was removed.');
          if (request.query.error) throw new SsoError(request.query.error === 'access_denied' ? 'cancelled' : 'failed', 'The provider refused.');
          const callbackUrl = new URL(redirectUri());
          for (const [key, value] of Object.entries(request.query)) if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
          // Entra publishes a template as its issuer, which no `iss` parameter can equal; its ID token's
          // `iss` is checked against the template filled with the token's tenant instead.
          if (provider.kind === 'entra') callbackUrl.searchParams.delete('iss');
          const identity = await completeFlow(provider, flow, callbackUrl, request.query.state!);
          if (flow.intent === 'link' && flow.user_id) {
            await linkIdentity(context, provider, flow.user_id, identity, metadataFor(request, null, null));
            return reply.redirect('/account/profile?sso=connected');
          }
          const client = clientOf(request);
          const { account, created } = await accountForSignIn(context, provider, identity, client, metadataFor(request, null, null));
          // A disabled account stays shut whichever way it signs in.
          const disabled = await context.db.selectFrom('users').select('disabled_at').where('id', '=', account.id).executeTakeFirst();
          if (disabled?.disabled_at) throw new SsoError('account_disabled', 'This account has been disabled.');
          if (created) await rememberSignUpDevice(context, account.id, client);
          else await noticeNewDevice(context, account, client);
          // The provider did the second factor, if any: a local TOTP is not asked again.
          const session = await openSession(context, account.id, client);
          await appendAudit(context, account, { type: 'UserLoggedIn', data: { user_id: account.id, ip: client.ip } }, metadataFor(request, null, null));
          setSessionCookies(reply, session.token, csrfTokenFor(session.tokenHash, context.csrfKey), context.secureCookies);
          return reply.redirect(created ? '/account/created' : '/');
        } catch (error) {
          if (!(error instanceof SsoError)) throw error;
          request.log.warn({ err: error.cause ?? error, code: error.code }, 'single sign-on refused');
          return reply.redirect(intent === 'link' ? `/account/profile?sso_error=${error.code}` : `/account/login?sso_error=${error.code}`);
        }
      },
    );

    // The login page's button: the instance's provider, public and without a secret.
    app.get('/api/auth/sso-options', { config: { need: 'public' }, schema: { tags: ['auth'], response: GetSsoOptionsReplies } }, async () => {
      const provider = await providerFor(context.db, null);
      return { provider: provider ? presentPublicProvider(provider) : null };
    });

    // How an address signs in, from its domain and the proved domains only: the same answer
    // whether or not anyone has the address.
    app.get(
      '/api/auth/user-by-identifier',
      { config: { need: 'public' }, schema: { querystring: IdentifierQuery, tags: ['auth'], response: GetUserByIdentifierReplies } },
      async (request) => {
        await refuseOverLimit(context, `sso-lookup:ip:${request.ip}`, LOOKUP_LIMIT);
        const domain = (request.query.identifier ?? '').trim().toLowerCase().split('@').at(-1) ?? '';
        // Only a proved domain: a provider that merely names it is offered to nobody but its members.
        const claimed = isDomainName(domain) ? await providerOfProvedDomain(context, domain) : undefined;
        if (claimed) return { methods: ['sso' as const], provider: presentPublicProvider(claimed) };
        const instance = await providerFor(context.db, null);
        return instance
          ? { methods: ['password' as const, 'sso' as const], provider: presentPublicProvider(instance) }
          : { methods: ['password' as const], provider: null };
      },
    );

    // Account Settings' "Connect single sign-on": the organisation's provider, else the instance's.
    app.post('/api/auth/sso/link', { config: { need: 'signed_in' }, schema: { tags: ['auth'], response: PostSsoLinkReplies } }, async (request, reply) => {
      const { user } = request;
      if (user.impersonator || user.via === 'api_token') throw new HttpError(403, "Only the account's owner can connect single sign-on.");
      const provider = (await providerFor(context.db, user.organisation_id)) ?? (await providerFor(context.db, null));
      if (!provider) throw new HttpError(404, 'No single sign-on provider is set up.');
      try {
        const { url, state } = await startFlow(context.db, context.clock, provider, 'link', user.id);
        setFlowCookie(reply, state, context.secureCookies);
        return { data: { redirect_url: url.href } };
      } catch (error) {
        if (error instanceof SsoError) throw new HttpError(503, error.message);
        throw error;
      }
    });

    app.get('/api/auth/sso/identities', { config: { need: 'signed_in' }, schema: { tags: ['auth'], response: GetSsoIdentitiesReplies } }, async (request) => {
      const { user } = request;
      const rows = await context.db
        .selectFrom('user_identities')
        .leftJoin('sso_providers', 'sso_providers.id', 'user_identities.provider_id')
        .select(['sso_providers.display_name', 'user_identities.issuer', 'user_identities.created_at'])
        .where('user_identities.user_id', '=', user.id)
        .orderBy('user_identities.created_at')
        .execute();
      const provider = (await providerFor(context.db, user.organisation_id)) ?? (await providerFor(context.db, null));
      return {
        data: rows.map((row) => ({ provider_name: row.display_name, issuer: row.issuer, connected_at: row.created_at.toISOString() })),
        provider: provider ? presentPublicProvider(provider) : null,
      };
    });
  };
}
