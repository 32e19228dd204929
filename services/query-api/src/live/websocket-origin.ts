import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@usher/infra/http/errors';
import { readConfig } from '@usher/infra/config';

function isOwnOrigin(origin: string, appOrigin: string, host: string | undefined): boolean {
  if (origin === appOrigin) return true;
  try {
    // The page's origin names the host the browser is talking to: this product, reached under
    // another name than APP_URL's (localhost, or the dashboard's Vite server on :5173 in dev).
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // 'null' (a sandboxed frame, a file) or anything else that is not an origin
  }
}

/**
 * Refuses, before the upgrade, a websocket that a page of another site opens: the browser
 * would send this product's session cookie with it (cross-site websocket hijacking), and
 * SameSite=Lax does not stop that for a same-site subdomain. Browsers always send Origin on
 * a websocket; clients that are not browsers send none and authenticate with a token.
 */
export function refuseForeignOrigin(appUrl: string = readConfig().appUrl) {
  const appOrigin = new URL(appUrl).origin;
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const origin = request.headers.origin;
    if (origin === undefined || isOwnOrigin(origin, appOrigin, request.headers.host)) return;
    throw new HttpError(403, "This page may not open a websocket to Usher: its origin is not Usher's own.", 'foreign_origin');
  };
}
