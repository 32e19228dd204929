import type { ApiTokenScope } from '@usher/events';
import type { ServiceContext } from '../context.ts';
import type { AuthUser } from './authenticate.ts';
import { hashToken, newToken } from './tokens.ts';

/** Tells API tokens from session tokens at a glance (and to secret scanners). */
export const API_TOKEN_PREFIX = 'usher_';
// Enough to tell tokens apart in a list, far too little to guess the rest.
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** A new plain token (shown once), its hash (stored) and the prefix shown in the list. */
export function mintApiToken(): { token: string; tokenHash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  return { token, tokenHash: hashToken(token), prefix: token.slice(0, SHOWN_PREFIX_LENGTH) };
}

export interface ApiTokenIdentity {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
}

/** The creator the token acts as: the same account fields a session gives, plus the token itself. */
export type ApiTokenUser = Omit<AuthUser, 'sessionTokenHash' | 'via' | 'apiToken'> & { apiToken: ApiTokenIdentity };

// Like sessions, a token is remembered for a few seconds. Revoking evicts it
// here at once; another instance of the service forgets within the window.
const TOKEN_CACHE_MS = 5000;
const TOKEN_CACHE_MAX = 10_000;
const tokenCache = new Map<string, { user: ApiTokenUser; until: number }>();
// Last use is a hint for people tidying their tokens, not an audit: one write a minute is plenty.
const LAST_USED_GRANULARITY_MS = 60_000;

export function forgetApiToken(tokenId: string): void {
  for (const [hash, entry] of tokenCache) if (entry.user.apiToken.id === tokenId) tokenCache.delete(hash);
}

/** Every cached token of a user whose account is gone (deleted). */
export function forgetApiTokensOf(userId: string): void {
  for (const [hash, entry] of tokenCache) if (entry.user.id === userId) tokenCache.delete(hash);
}

/** The creator a live (not revoked) API token acts as, or null. */
export async function userForApiToken(context: ServiceContext, token: string): Promise<ApiTokenUser | null> {
  const tokenHash = hashToken(token);
  const cached = tokenCache.get(tokenHash);
  if (cached && cached.until > Date.now()) return cached.user;
  const row = await context.db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.name as token_name',
      'api_tokens.scopes',
      'api_tokens.organisation_id',
      'api_tokens.last_used_at',
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.is_admin',
      'users.profile_image_src',
      'users.default_event_role',
      'users.email_verified_at',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    // A disabled account's tokens stop with it, and work again once it is enabled.
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) {
    tokenCache.delete(tokenHash);
    return null;
  }
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > LAST_USED_GRANULARITY_MS) {
    await context.db.updateTable('api_tokens').set({ last_used_at: new Date() }).where('id', '=', row.token_id).execute();
  }
  const { token_id, token_name, scopes, last_used_at: _lastUsed, email_verified_at, ...user } = row;
  const resolved: ApiTokenUser = {
    ...user,
    email_verified: email_verified_at !== null,
    apiToken: { id: token_id, name: token_name, scopes: scopes as ApiTokenScope[] },
  };
  if (tokenCache.size >= TOKEN_CACHE_MAX) tokenCache.clear();
  tokenCache.set(tokenHash, { user: resolved, until: Date.now() + TOKEN_CACHE_MS });
  return resolved;
}
