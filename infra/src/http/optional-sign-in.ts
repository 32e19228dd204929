import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.ts';
import { authenticate, type AuthUser } from './authenticate.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * On a route whose handler answers for itself (signing in optional, a socket
     * that closes with its own code): why the hook did not let the caller through
     * (no credentials, an idle session, another organisation's event), kept for
     * the handler to give if it needs the caller after all.
     */
    refusal: unknown;
    /** On a socket declared `signIn: 'after_upgrade'`: looks for the caller, once (declared-access.ts). */
    signInAfterUpgrade: (() => Promise<void>) | null;
  }
}

/**
 * Where signing in is optional (a public page that does more for a signed-in
 * person, a host's link or account, a socket), the hook looks for the caller
 * once and never refuses: `request.user` is the caller when signed in, null
 * otherwise, and the refusal is kept for the handler.
 */
export async function recordOptionalSignIn(context: ServiceContext, request: FastifyRequest): Promise<void> {
  try {
    request.user = await authenticate(context, request);
  } catch (refusal) {
    request.refusal = refusal;
  }
}

/** The signed-in caller of a route where signing in is optional, or null. */
export function signedInOrNull(request: FastifyRequest): AuthUser | null {
  return (request.user as AuthUser | null) ?? null;
}

/** The caller, where this request turns out to need an account: otherwise the refusal the hook met (401, why the session ended, or a socket's event refused). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (request.refusal) throw request.refusal;
  const user = signedInOrNull(request);
  if (user) return user;
  throw new HttpError(401, 'Unauthenticated.');
}

/**
 * The caller of a socket declared `signIn: 'after_upgrade'`, or null: the session is looked up once the
 * socket is open, so a slow lookup never holds up the upgrade nor loses a frame the client sends meanwhile.
 */
export async function signedInAfterUpgrade(request: FastifyRequest): Promise<AuthUser | null> {
  await request.signInAfterUpgrade?.();
  return signedInOrNull(request);
}
