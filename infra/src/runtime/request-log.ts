import type { FastifyRequest } from 'fastify';
import { credentialParamsOf } from '@usher/domain/contract/request-params';

export const REDACTED = '[redacted]';

// The dashboard's own pages whose segment is a link's token (pass, RSVP, host, ticket transfer, white-label
// pass). They are pages of the web app, not routes of this server, so they have no schema to declare it;
// every API route declares its credential params with its schema (see CredentialRoutes).
const SECRET_PAGE_SEGMENTS = [/^(\/(?:pass|p|rsvp|host|transfer|m)\/)([^/]+)/];

interface CredentialRoute {
  segments: string[];
  /** Segment index → values of that param that are not secret ('me'). */
  credentials: Map<number, ReadonlySet<string>>;
}

/**
 * Every registered route that has a credential param, as its `params` schema declares it. A request
 * its route matched is redacted by that route; one no route matched (a wrong method, a 404) by every
 * credential route whose shape its path has, so a token sent to the wrong verb is not logged either.
 */
export class CredentialRoutes {
  private readonly byUrl = new Map<string, CredentialRoute>();

  /** Called for each route as it is registered (onRoute): returns the credential params' names. */
  register(url: string, params: unknown): string[] {
    const declared = credentialParamsOf(params);
    if (declared.size === 0) return [];
    const segments = url.split('/');
    const credentials = new Map<number, ReadonlySet<string>>();
    segments.forEach((segment, index) => {
      const publicValues = segment.startsWith(':') ? declared.get(segment.slice(1)) : undefined;
      if (publicValues) credentials.set(index, publicValues);
    });
    this.byUrl.set(url, { segments, credentials });
    return [...declared.keys()];
  }

  redactPath(path: string, routeUrl: string | undefined): string {
    const matched = routeUrl === undefined ? undefined : this.byUrl.get(routeUrl);
    if (routeUrl !== undefined) return matched ? redactBy(matched, path.split('/')) : path;
    let parts = path.split('/');
    for (const route of this.byUrl.values()) if (shapeMatches(route, parts)) parts = redactBy(route, parts).split('/');
    return parts.join('/');
  }
}

function shapeMatches(route: CredentialRoute, parts: string[]): boolean {
  if (route.segments.length !== parts.length) return false;
  return route.segments.every((segment, index) => (segment.startsWith(':') ? parts[index] !== '' : segment === parts[index]));
}

function redactBy(route: CredentialRoute, parts: string[]): string {
  return parts
    .map((part, index) => {
      const publicValues = route.credentials.get(index);
      return publicValues && !publicValues.has(part) ? REDACTED : part;
    })
    .join('/');
}

// Query values worth keeping in a log line and known to hold nothing personal or secret:
// paging, sorting, cursors and ids. Every other value (access_token, search, email, code, a
// share link's code, whatever a later route adds) is replaced, so a new route is safe by default.
const KEPT_QUERY_KEYS = new Set([
  'page',
  'per_page',
  'status',
  'limit',
  'after',
  'before',
  'sort',
  'sort_by',
  'sort_order',
  'order',
  'direction',
  'types',
  'wait',
  'as_of',
  'e',
  'event',
  'download',
]);

function redactedPagePath(path: string): string {
  for (const pattern of SECRET_PAGE_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
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

/**
 * The request's URL as the log may hold it: no credential param of its route (or of any route its
 * path could be) in the path, no value in the query that could be a secret or personal.
 */
export function redactedUrl(url: string, routes: CredentialRoutes = new CredentialRoutes(), routeUrl?: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const redacted = redactedPagePath(routes.redactPath(path, routeUrl));
  return queryStart < 0 ? redacted : `${redacted}?${redactedQuery(url.slice(queryStart + 1))}`;
}

/**
 * Fastify's request serializer, with the URL redacted. The address is the one the trusted
 * proxies vouch for (request.ip), which is what anyone reading the log about abuse needs.
 */
export function requestLogSerializer(routes: CredentialRoutes) {
  return (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url, routes, request.is404 ? undefined : request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
}
