/**
 * What the API document says of each operation beyond its schemas: a stable `operationId`, which code
 * generators name their functions after, and whether it needs the caller's bearer credential.
 *
 * Security is declared by rule rather than route by route: everything needs a bearer credential (a session,
 * an API token, or a host's link) except the surfaces a person reaches before they have one. The permission
 * matrix checks the rule against what each route really answers an anonymous caller.
 */

/** Paths (by prefix) that answer callers with no account credential: guests' links, mail links, sign-in. */
const CREDENTIAL_FREE_PREFIXES = ['/api/v2/public/', '/api/v2/host-portal/links/', '/api/v2/event-catalogue', '/m/', '/media/', '/account/', '/api/docs'];

/** Exact paths, of any method, that come before sign-in or need no one. */
const CREDENTIAL_FREE_PATHS = new Set([
  '/api/health',
  '/api/instance',
  '/api/csrf-cookie',
  '/sanctum/csrf-cookie',
  '/login',
  '/two-factor-challenge',
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/two-factor-challenge',
  '/api/auth/send-mfa-code',
  '/api/auth/user-by-identifier',
  '/api/auth/sso-options',
]);

export function needsBearerCredential(url: string): boolean {
  if (CREDENTIAL_FREE_PATHS.has(url)) return false;
  return !CREDENTIAL_FREE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * `GET /api/v2/events/:uuid/attendees` → `getEventsByUuidAttendees`: the method, then the path without its
 * API prefix, each parameter as `By{Name}`. Unique because method and path are.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/v2)?\//, '/')
    .split(/[/\-_.]+/)
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${capitalise(camel(segment.slice(1)))}` : segment === '*' ? 'Path' : capitalise(camel(segment))));
  return method.toLowerCase() + (words.join('') || 'Root');
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (word: string) => word.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase());

/** Adds both to a route's schema as it is registered, unless the route declares its own. */
export function describeOperation(method: string, url: string, schema: Record<string, unknown>): void {
  if (schema.operationId === undefined) schema.operationId = operationIdFor(method, url);
  if (schema.security === undefined) schema.security = needsBearerCredential(url) ? [{ bearer: [] }] : [];
}
