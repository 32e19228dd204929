import { describe, expect, it } from 'vitest';
import { scopeRequiredFor } from '@usher/infra/http/api-token-scopes';

// The policy as a matrix: route (as Fastify names it) × what it changes → the scope a token needs (null: refused to tokens).
const MATRIX: [method: string, url: string, changesState: boolean, scope: string | null][] = [
  ['GET', '/api/v2/stream', false, 'stream:read'],
  ['GET', '/api/v2/stream/ws', false, 'stream:read'],
  ['GET', '/api/v2/events/:e/stream', false, 'stream:read'],
  ['GET', '/api/v2/events', false, 'guests:read'],
  ['GET', '/api/v2/events/:uuid', false, 'guests:read'],
  ['GET', '/api/v2/events/:e/attendees', false, 'guests:read'],
  ['GET', '/api/v2/events/:e/attendees/stats', false, 'guests:read'],
  ['GET', '/api/v2/events/:e/attendees/export', false, 'guests:read'],
  ['GET', '/api/v2/attendees/:id', false, 'guests:read'],
  ['GET', '/api/v2/events/attendees/:id/history', false, 'guests:read'],
  ['GET', '/api/v2/events/:e/attendees/:id/invitation-links', false, 'guests:write'],
  ['POST', '/api/v2/events/:e/attendees', true, 'guests:write'],
  ['PUT', '/api/v2/events/attendees/:id', true, 'guests:write'],
  ['POST', '/api/v2/events/:e/attendees/delete', true, 'guests:write'],
  ['GET', '/api/v2/events/attendees/:id/check-in', true, 'guests:write'],
  ['POST', '/api/v2/events/attendees/:id/undo-check-in', true, 'guests:write'],
  ['PUT', '/api/v2/events/attendees/:id/rsvp', true, 'guests:write'],
  ['PUT', '/api/v2/events/:e/attendees-bulk/set-rsvp', true, 'guests:write'],
  ['POST', '/api/v2/events/:e/attendees/upload', true, 'guests:write'],
  // Refused to every token: account, tokens, team, settings, the organiser's event itself.
  ['GET', '/api/v2/account/api-tokens', false, null],
  ['POST', '/api/v2/account/api-tokens', true, null],
  ['DELETE', '/api/v2/account/api-tokens/:id', true, null],
  ['GET', '/api/auth/business', false, null],
  ['POST', '/api/auth/logout', true, null],
  ['GET', '/api/v2/activity-log', false, null],
  ['POST', '/api/broadcasting/auth', true, null],
  ['GET', '/api/v2/ws', false, null],
  ['GET', '/api/v2/events/:e/administrators', false, null],
  ['POST', '/api/v2/events/:e/administrators', true, null],
  ['POST', '/api/v2/events/administrators/:id/set-role', true, null],
  ['GET', '/api/v2/events/:e/attendees/action-alert', false, null],
  ['POST', '/api/v2/events/:e/attendees/checkin-alert', true, null],
  ['POST', '/api/v2/events', true, null],
  ['PUT', '/api/v2/events/:uuid', true, null],
  ['DELETE', '/api/v2/events/:uuid/archive', true, null],
  ['PUT', '/api/v2/events/:e/custom-fields/:id', true, null],
  ['POST', '/api/v2/events/:e/attendee-tags/add', true, null],
  ['POST', '/api/v2/stream', true, null],
  ['GET', '/api/v2/event-catalogue', false, 'stream:read'],
  ['GET', '/api/v2/event-catalogue/:type', false, 'stream:read'],
  ['GET', '/api/v2/events/:e/audit-log', false, 'stream:read'],
  ['GET', '/api/v2/events/:e/audit-log/export', false, 'stream:read'],
  ['GET', '/api/v2/events/:e/alert-users', false, null],
  ['GET', '/api/v2/events/:e/webhooks', false, null],
  ['POST', '/api/v2/events/:e/webhooks', true, null],
  ['GET', '/api/v2/webhooks/:id/secret', false, null],
  ['POST', '/api/v2/events/attendees/:id/forget', true, null],
];

describe('scopeRequiredFor', () => {
  it.each(MATRIX)('%s %s (changes state: %s) → %s', (_method, url, changesState, scope) => {
    expect(scopeRequiredFor(url, changesState)).toBe(scope);
  });
});
