import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "img-src 'self' data: blob:",
  // Badges print from a hidden frame holding the PDF the page fetched (web/src/features/badges).
  "frame-src 'self' blob:",
  // React sets element styles through the DOM; Radix positions popovers the same way.
  "style-src 'self' 'unsafe-inline'",
].join('; ');

// Only the door scanner's camera is used; nothing else a page could be tricked into asking for.
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

// Two years, the preload lists' figure; sent only on answers that went out over HTTPS.
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The ASVS baseline headers on every answer (the API docs page sets its own CSP). */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // A window this product opens, or that opens it, gets no handle on the other (ASVS 3.4).
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
