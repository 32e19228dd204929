import type { ApiTokenScope } from '@usher/events';
import { HttpError } from './errors.ts';

/**
 * The one place that says what an API token may call. A token acts as the
 * person who made it, so the event roles still apply on top; this only
 * narrows it to what integrators need. Anything not named here (account,
 * team, tokens, settings, tags, views) is refused to every token.
 */

// The log in every form: the Stream API, the catalogue describing its items, an event's audit log.
const STREAM_ROUTES = new Set(['/api/v2/stream', '/api/v2/stream/ws', '/api/v2/events/:e/stream', '/api/v2/event-catalogue', '/api/v2/event-catalogue/:type']);
const AUDIT_LOG = /^\/api\/v2\/events\/:e\/audit-log(\/|$)/;

// Guests and the events they belong to, as the route table names them.
const GUEST_AREA = /^\/api\/v2\/(events|attendees)(\/|$)/;
// A write on a guest: single, bulk, check-in (also by pass scan), RSVP, approval, upload.
const GUEST_WRITE = /\/(attendees|attendees-bulk|scans)(\/|$)/;
// Team members are accounts, not guests; alerts (and who they notify) and webhooks are event
// settings; forgetting a guest's personal data is irreversible and left to people.
const TEAM_OR_SETTINGS = /\/(administrators|alert-users|action-alert|checkin-alert|webhooks|forget)(\/|$)/;
// A guest's personal RSVP links act for the guest: reading them is as good as writing.
const ACTS_FOR_GUEST = /\/invitation-links$/;

/** The scope a route needs from a token, or null when no token may call it. */
export function scopeRequiredFor(routeUrl: string, changesState: boolean): ApiTokenScope | null {
  if (STREAM_ROUTES.has(routeUrl) || AUDIT_LOG.test(routeUrl)) return changesState ? null : 'stream:read';
  if (!GUEST_AREA.test(routeUrl) || TEAM_OR_SETTINGS.test(routeUrl)) return null;
  if (!changesState) return ACTS_FOR_GUEST.test(routeUrl) ? 'guests:write' : 'guests:read';
  return GUEST_WRITE.test(routeUrl) ? 'guests:write' : null;
}

/** 403 unless the token carries the scope the route needs. */
export function requireTokenScope(scopes: readonly string[], routeUrl: string | undefined, changesState: boolean): void {
  const needed = routeUrl ? scopeRequiredFor(routeUrl, changesState) : null;
  if (!needed) throw new HttpError(403, 'API tokens may not use this route.', 'api_token_forbidden');
  if (!scopes.includes(needed)) throw new HttpError(403, `This API token lacks the ${needed} scope.`, 'insufficient_scope');
}
