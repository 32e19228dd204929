// "From where" in the history and the audit log (issue 17, section 5): the
// screen or link a change came from, in words. The log records what the
// request said (metadata.source): a route pattern such as
// 'PUT /api/v2/events/:e/attendees-bulk/add-tags', or a word the server set
// for a link ('rsvp link', 'host link', 'upload guests.csv'). The words are
// worked out when read, so old entries read as well as new ones and nothing
// recorded is rewritten.

/** Who made the change, as far as the words need it. */
export interface SourceActor {
  type: 'user' | 'api_token' | 'guest_link' | 'system';
  name: string | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Any segment of a route: a pattern (':id') or, in older entries, the concrete id.
const SEGMENT = '[^/\\s]+';

const route = (method: Method | '*', path: string, words: string): [RegExp, RegExp, string] => [
  new RegExp(`^${method === '*' ? '[A-Z]+' : method}$`),
  new RegExp(`^/api/v2/${path.replaceAll(':x', SEGMENT)}$`),
  words,
];

// The dashboard's routes by the screen that sends them. First match wins, so
// a specific path comes before a general one of the same shape.
const ROUTES: [method: RegExp, path: RegExp, words: string][] = [
  route('POST', 'events/:x/scans', 'Door scanner'),
  route('*', 'events/attendees/:x/check-in', 'Guest list · Check-in'),
  route('*', 'events/attendees/:x/undo-check-in', 'Guest list · Undo check-in'),
  route('PUT', 'events/attendees/:x/rsvp', 'Guest list · RSVP'),
  route('PUT', 'events/attendees/:x/approval', 'Guest list · Approval'),
  route('PUT', 'events/attendees/:x/resend-invitation', 'Guest list · Resend invitation'),
  route('POST', 'events/attendees/:x/forget', 'Guest list · Erase personal data'),
  route('PUT', 'events/attendees/:x', 'Guest list · Edit guest'),
  route('POST', 'events/:x/attendees', 'Guest list · Add guest'),
  route('POST', 'events/:x/attendees/delete', 'Guest list · Delete'),
  route('*', 'events/:x/attendees/upload(/:x)?', 'Upload'),
  route('POST', 'events/:x/attendees/checkin-alert', 'Guest list · Check-in alert'),
  route('*', 'events/:x/attendees/action-alert(/:x)?', 'Guest list · Alerts'),
  route('*', 'events/:x/attendees/:x/invitation-links', 'Guest list · Invitation link'),
  route('PUT', 'events/:x/attendees-bulk/add-tags', 'Guest list · Bulk tag'),
  route('PUT', 'events/:x/attendees-bulk/remove-tags', 'Guest list · Bulk untag'),
  route('PUT', 'events/:x/attendees-bulk/invite', 'Guest list · Bulk invite'),
  route('PUT', 'events/:x/attendees-bulk/set-rsvp', 'Guest list · Bulk RSVP'),
  route('PUT', 'events/:x/attendees-bulk/set-approval', 'Guest list · Bulk approval'),
  route('PUT', 'events/:x/attendees-bulk/set-ticket-variation', 'Guest list · Bulk ticket variation'),
  route('*', 'events/:x/attendee-tabs(/:x)?(/reorder)?', 'Guest list · Views'),
  route('PUT', 'events/:x/column-settings', 'Guest list · Columns'),
  route('*', 'events/(:x/)?attendee-tags(/:x)?/(add|update|delete)', 'Settings · Tags'),
  route('*', 'events/:x/custom-fields(/:x)?', 'Settings · Custom fields'),
  route('PUT', 'events/:x/default-fields', 'Settings · Default fields'),
  route('PUT', 'events/:x/ticket-variations', 'Settings · Ticket variations'),
  route('*', 'events/:x/host-group/upload', 'Host groups · Upload'),
  route('*', 'events/:x/host-group(/.*)?', 'Host groups'),
  route('*', 'events/:x/host-group-(hosts|tags)(/.*)?', 'Host groups'),
  route('*', 'host-portal/.*', 'Host portal'),
  route('*', 'events/:x/administrators', 'Team · Invite'),
  route('*', 'events/administrators/:x/set-role', 'Team · Role'),
  route('*', 'events/share/accept/.*', 'Team invitation link'),
  route('*', 'events/:x/share/link(/reset)?', 'Share · Links'),
  route('PUT', 'events/:x/pass-settings', 'Pass builder'),
  route('PUT', 'events/:x/event-data', 'Pass builder · Event data'),
  route('*', 'pass/file-upload', 'Pass builder · Image'),
  route('*', 'events/:x/location', 'Event settings · Location'),
  route('POST', 'events/:x/duplicate', 'Events · Duplicate'),
  route('*', 'events/:x/(archive|restore)', 'Events · Archive'),
  route('PUT', 'events/:x', 'Event settings'),
  route('POST', 'events', 'Events · New event'),
  route('*', 'public/rsvp/:x', 'RSVP link'),
  route('*', '(events/:x/)?webhooks(/.*)?', 'Integrations · Webhooks'),
  route('*', 'account/api-tokens(/:x)?', 'Account · API tokens'),
  route('PUT', 'activity-log/:x/read', 'Activity feed'),
];

// Words the server itself records for the links a guest or host follows.
const NAMED_SOURCES: Record<string, string> = {
  'rsvp link': 'RSVP link',
  'host link': 'Host link',
  'host portal': 'Host portal',
  'door scanner': 'Door scanner',
  'guest-management': 'Guest list',
  'guest list': 'Guest list',
};

const ROUTE_TEXT = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)$/i;

/**
 * Where a change came from, in words: 'Guest list · Bulk tag', 'RSVP link',
 * 'Door scanner', 'API token “Zapier”', 'Upload · guests.csv'. Null when
 * nothing was recorded. Never a route: one the table does not know reads as
 * the dashboard (or the API, for a token).
 */
export function describeSource(source: string | null | undefined, actor?: SourceActor | null): string | null {
  const text = source?.trim() ?? '';
  // A token's write came from the integration that holds it, whatever route it used.
  if (actor?.type === 'api_token') return actor.name?.trim() ? `API token “${actor.name.trim()}”` : 'API token';
  if (text === '') return null;
  const upload = /^upload\s+(.+)$/i.exec(text);
  if (upload) return `Upload · ${upload[1]}`;
  const named = NAMED_SOURCES[text.toLowerCase()];
  if (named) return named;
  const request = ROUTE_TEXT.exec(text);
  if (!request) return text;
  const method = request[1]!.toUpperCase();
  const path = request[2]!.split('?')[0]!.replace(/\/+$/, '');
  const match = ROUTES.find(([methods, paths]) => methods.test(method) && paths.test(path));
  if (match) return match[2];
  if (path.startsWith('/api/v2/public/')) return 'Guest link';
  return actor?.type === 'system' ? 'Usher' : 'Dashboard';
}
