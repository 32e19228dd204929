import '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.ts';
import { CSRF_HEADER, SESSION_COOKIE } from './cookies.ts';
import { HttpError } from './errors.ts';
import { csrfTokenFor, hashToken, safeEqual } from './tokens.ts';
import { isApiToken, userForApiToken, type ApiTokenIdentity } from './api-token-auth.ts';
import { requireTokenScope } from './api-token-scopes.ts';
import { isIdleTooLong, lastSeenIsStale, recordLastSeen } from './session-activity.ts';
import { requireTwoFactorSetUp, twoFactorSetupRequiredSql } from './two-factor-gate.ts';

export interface AuthUser {
  id: string;
  organisation_id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_admin: boolean;
  profile_image_src: string | null;
  /** The role on the organisation's events whose team names none for this account. */
  default_event_role: string;
  /** The owner proved the address (issue 16): only then does anything addressed to it (an invitation, a host group) open. */
  email_verified: boolean;
  /** An administrator's temporary password (issue 18): until the owner chooses their own, only a few routes answer. */
  password_change_required?: boolean;
  sessionTokenHash: string;
  via: 'cookie' | 'bearer' | 'api_token';
  /** Set when an integrator's API token, not a person's session, is calling (it acts as its creator). */
  apiToken?: ApiTokenIdentity;
  /** Set when an instance administrator is logged in as this user (login-as). */
  impersonator?: { id: string; name: string };
  /** The account must have a second factor and has none yet: only its setup opens (two-factor-gate.ts). */
  two_factor_setup_required?: boolean;
}

/** The 401 of a session that went unused past the idle timeout: the dashboard tells the person why they must sign in again. */
export const SESSION_IDLE_CODE = 'session_idle';
export const SESSION_IDLE_MESSAGE = 'You were signed out after a period of inactivity.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the spec's check-in routes) still needs the CSRF header. */
    stateChanging?: boolean;
    /** Open to an account still waiting to prove its address (who am I, sign out, verify). */
    openBeforeEmailVerified?: boolean;
    /** Open to an account that must first replace a temporary password (who am I, sign out, change password). */
    openWhilePasswordChangeRequired?: boolean;
    /** Open to an account that must set up a second factor first (who am I, sign out, the setup itself). */
    openBeforeTwoFactorSetup?: boolean;
  }
}

function credentialsOf(request: FastifyRequest): { token: string; via: AuthUser['via'] } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

type SessionUser = Omit<AuthUser, 'via'>;

// Each request would otherwise cost a session lookup; a few seconds of memory
// spares the database on busy doors. Logout evicts here at once; another
// instance of the service forgets within SESSION_CACHE_MS.
const SESSION_CACHE_MS = 5000;
const SESSION_CACHE_MAX = 10_000;
const sessionCache = new Map<string, { user: SessionUser; until: number; lastSeenAt: Date }>();

export function forgetSession(tokenHash: string): void {
  sessionCache.delete(tokenHash);
}

/** Every cached session of a user whose account is gone (deleted) or disabled: each ends here at once. */
export function forgetSessionsOf(userId: string): void {
  for (const [hash, entry] of sessionCache) if (entry.user.id === userId) sessionCache.delete(hash);
}

/** The signed-in user behind a session token, or null (unknown, expired, idle too long, or the account disabled). */
export async function userForToken(context: ServiceContext, token: string): Promise<SessionUser | null> {
  const found = await sessionForToken(context, token);
  return found === 'idle' ? null : found;
}

/**
 * The session's user; 'idle' when it went unused past the idle timeout (it never comes back: nothing
 * moves its last use any more, and it is gone with its cookie's expiry). An accepted
 * session's last use is written at most once a minute, so busy doors cost no extra writes.
 */
async function sessionForToken(context: ServiceContext, token: string): Promise<SessionUser | 'idle' | null> {
  const tokenHash = hashToken(token);
  const now = context.clock.now();
  const cached = sessionCache.get(tokenHash);
  const found = cached && cached.until > Date.now() ? cached : await lookUpSessionOnce(context, tokenHash);
  if (!found) {
    sessionCache.delete(tokenHash);
    return null;
  }
  // Kept, not deleted: every request of the idle session (a dashboard asks several at once) says why it was refused.
  if (isIdleTooLong(found.lastSeenAt, now)) {
    sessionCache.delete(tokenHash);
    return 'idle';
  }
  let lastSeenAt = found.lastSeenAt;
  if (lastSeenIsStale(lastSeenAt, now)) {
    await recordLastSeen(context.db, tokenHash, now);
    lastSeenAt = now;
  }
  if (found !== cached && sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  sessionCache.set(tokenHash, { user: found.user, until: found === cached ? cached.until : Date.now() + SESSION_CACHE_MS, lastSeenAt });
  return found.user;
}

// The lookups under way, by database and token: when a busy door's cached session expires, its twenty scanners'
// next requests all miss at once, and one lookup answers them all instead of twenty (each planned afresh on its connection).
const lookingUp = new WeakMap<ServiceContext['db'], Map<string, ReturnType<typeof lookUpSession>>>();

function lookUpSessionOnce(context: ServiceContext, tokenHash: string): ReturnType<typeof lookUpSession> {
  const underWay = lookingUp.get(context.db) ?? new Map<string, ReturnType<typeof lookUpSession>>();
  lookingUp.set(context.db, underWay);
  let pending = underWay.get(tokenHash);
  if (!pending) {
    pending = lookUpSession(context, tokenHash).finally(() => underWay.delete(tokenHash));
    underWay.set(tokenHash, pending);
  }
  return pending;
}

async function lookUpSession(context: ServiceContext, tokenHash: string): Promise<{ user: SessionUser; lastSeenAt: Date } | null> {
  const row = await context.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('users as impersonators', 'impersonators.id', 'sessions.impersonator_id')
    .select([
      'users.id',
      'users.organisation_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.is_admin',
      'users.profile_image_src',
      'users.default_event_role',
      'users.email_verified_at',
      'users.password_change_required',
      'impersonators.id as impersonator_id',
      'impersonators.first_name as impersonator_first_name',
      'impersonators.last_name as impersonator_last_name',
      'sessions.last_seen_at',
      twoFactorSetupRequiredSql.as('two_factor_setup_required'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', new Date())
    // A disabled account's sessions are deleted as it is disabled; this holds even if one slipped through.
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { impersonator_id, impersonator_first_name, impersonator_last_name, email_verified_at, last_seen_at, ...user } = row;
  const impersonator = impersonator_id ? { id: impersonator_id, name: `${impersonator_first_name ?? ''} ${impersonator_last_name ?? ''}`.trim() } : undefined;
  return {
    user: { ...user, email_verified: email_verified_at !== null, sessionTokenHash: tokenHash, ...(impersonator && { impersonator }) },
    lastSeenAt: new Date(last_seen_at),
  };
}

/**
 * Who is asking: a bearer token or the session cookie. Cookie requests that
 * change state must prove they come from our own pages with the CSRF header.
 */
export function authenticate(context: ServiceContext, request: FastifyRequest): Promise<AuthUser> {
  let pending = authenticated.get(request);
  if (!pending) {
    pending = resolveUser(context, request);
    authenticated.set(request, pending);
  }
  return pending;
}

// One lookup per request, however many steps ask who is calling.
const authenticated = new WeakMap<FastifyRequest, Promise<AuthUser>>();

async function resolveUser(context: ServiceContext, request: FastifyRequest): Promise<AuthUser> {
  const credentials = credentialsOf(request);
  if (!credentials) throw new HttpError(401, 'Unauthenticated.');
  const changesState = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.stateChanging === true;
  if (credentials.via === 'bearer' && isApiToken(credentials.token)) return resolveApiTokenUser(context, request, credentials.token, changesState);
  const user = await sessionForToken(context, credentials.token);
  if (user === 'idle') throw new HttpError(401, SESSION_IDLE_MESSAGE, SESSION_IDLE_CODE);
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  requireProvedAddressToJoin(request, user);
  requireOwnPasswordChosen(request, user);
  requireTwoFactorSetUp(request, { two_factor_setup_required: user.two_factor_setup_required === true, impersonator: user.impersonator });
  if (credentials.via === 'cookie' && changesState) {
    const sent = request.headers[CSRF_HEADER];
    const expected = csrfTokenFor(user.sessionTokenHash, context.csrfKey);
    if (typeof sent !== 'string' || !safeEqual(sent, expected)) {
      throw new HttpError(403, 'CSRF token mismatch.', 'csrf_token_mismatch');
    }
  }
  return { ...user, via: credentials.via };
}

export const EMAIL_UNVERIFIED_MESSAGE = 'Verify your email address first: enter the code we sent you.';

/**
 * An account that signed up into an organisation it did not found (by an
 * invitation to an event's team, or a share link) waits until it proves its
 * address: until then it opens nothing of that organisation. A founder's own
 * organisation holds nothing of anyone else's, so it works at once; what is
 * addressed to an unproved founder (a host group, an invitation) stays shut
 * where it is decided.
 */
export function mustProveAddress(user: Pick<AuthUser, 'email_verified' | 'default_event_role'>): boolean {
  return !user.email_verified && user.default_event_role !== 'editor';
}

/** What is addressed to the user's email (a PRO host's groups) opens only once they proved it. */
export function requireProvedAddress<User extends Pick<AuthUser, 'email_verified'>>(user: User): User {
  if (!user.email_verified) throw new HttpError(403, EMAIL_UNVERIFIED_MESSAGE, 'email_unverified');
  return user;
}

function requireProvedAddressToJoin(request: FastifyRequest, user: Pick<AuthUser, 'email_verified' | 'default_event_role'>): void {
  if (mustProveAddress(user) && request.routeOptions.config?.openBeforeEmailVerified !== true) {
    throw new HttpError(403, EMAIL_UNVERIFIED_MESSAGE, 'email_unverified');
  }
}

export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Choose a new password first: your account has a temporary one.';

/** An account an administrator gave a temporary password opens nothing until its owner chooses their own. */
function requireOwnPasswordChosen(request: FastifyRequest, user: Pick<AuthUser, 'password_change_required'>): void {
  if (user.password_change_required && request.routeOptions.config?.openWhilePasswordChangeRequired !== true) {
    throw new HttpError(403, PASSWORD_CHANGE_REQUIRED_MESSAGE, 'password_change_required');
  }
}

/** A revoked or unknown token is 401; a live one may call only what its scopes allow (403). */
async function resolveApiTokenUser(context: ServiceContext, request: FastifyRequest, token: string, changesState: boolean): Promise<AuthUser> {
  const user = await userForApiToken(context, token);
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  requireProvedAddressToJoin(request, user);
  requireTokenScope(user.apiToken.scopes, request.routeOptions.url, changesState);
  // No session: nothing can be closed or CSRF-signed with it, and the scope policy keeps it off those routes.
  return { ...user, sessionTokenHash: '', via: 'api_token' };
}
