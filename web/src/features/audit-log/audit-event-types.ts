import { eventCatalogue, type EventType } from '@usher/events'
import { eventTitle } from '@usher/events/event-titles'

export type AuditTypeOption = { value: EventType; label: string; group: string }

// Which part of the event a change belongs to, by the stream the catalogue names for it.
const GROUPS: Record<string, string> = {
  attendee: 'Guests',
  event: 'Event',
  event_team: 'Team',
  attendee_tags: 'Tags',
  attendee_tabs: 'Views',
  column_settings: 'Views',
  action_alerts: 'Alerts',
  guest_alert: 'Alerts',
  user: 'Accounts',
  api_tokens: 'Integrations',
  webhook_endpoint: 'Integrations',
}

/** Every event type the catalogue knows, grouped and in the catalogue's order, for the type filter. */
export const AUDIT_EVENT_TYPES: AuditTypeOption[] = (Object.keys(eventCatalogue) as EventType[]).map((type) => ({
  value: type,
  label: eventTitle(type),
  group: GROUPS[eventCatalogue[type].stream] ?? 'Other',
}))
