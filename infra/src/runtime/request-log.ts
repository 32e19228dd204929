import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

// Paths whose captured segment is a credential: a signed pass, RSVP, host or ticket-transfer link (the
// dashboard's page and its API), or an event share link's code. 'me' names the signed-in
// PRO host, not a link.
const SECRET_SEGMENTS = [
  /^(\/(?:pass|p|rsvp|host|transfer)\/)([^/]+)/,
  /^(\/api\/v2\/public\/(?:pass|rsvp|ticket-transfers)\/)([^/]+)/,
  /^(\/api\/v2\/host-portal\/)(?!me(?:\/|$))([^/]+)/,
  /^(\/api\/v2\/events\/share\/accept\/)([^/]+)/,
];

// Query values worth keeping in a log line and known to hold nothing personal or secret:
// paging, sorting, cursors and ids. Every other value (access_token, search, email, code, a
// share link's code, whatever a later route adds) is replaced, so a new route is safe by default.
const KEPT_QUERY_KEYS = new Set(['page', 'per_page', 'status', 'limit', 'after', 'before', 'sort', 'sort_by', 'sort_order', 'order', 'direction', 'types', 'wait', 'as_of', 'e', 'event', 'download']);

function redactedPath(path: string): string {
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  return path;
}

function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const key = separator < 0 ? pair : pair.slice(0, separator);
      let name = key;
      try {
        name = decodeURIComponent(key.replaceAll('+', ' '));
      } catch {
        // A malformed escape is not a key we keep.
      }
      if (KEPT_QUERY_KEYS.has(name)) return pair;
      return separator < 0 ? REDACTED : `${key}=${REDACTED}`;
    })
    .join('&');
}

/** The request's URL as the log may hold it: no token in the path, no value in the query that could be a secret or personal. */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return redactedPath(url);
  return `${redactedPath(url.slice(0, queryStart))}?${redactedQuery(url.slice(queryStart + 1))}`;
}

/**
 * Fastify's request serializer, with the URL redacted. The address is the one the trusted
 * proxies vouch for (request.ip), which is what anyone reading the log about abuse needs.
 */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
