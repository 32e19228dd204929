import type { EventTypeDoc } from '@/api/event-catalogue'

/** What each kind of stream is, in the words of the dashboard, and the shape of its stream id. */
const STREAMS: Record<string, { title: string; streamId: string }> = {
  event: { title: 'Events', streamId: 'event-{uuid}' },
  attendee: { title: 'Guests', streamId: 'attendee-{id}' },
  attendee_tags: { title: 'Tag catalogue', streamId: 'attendee-tags-{event uuid}' },
  attendee_tabs: { title: 'Saved guest-list views', streamId: 'attendee-tabs-{event uuid}' },
  column_settings: { title: 'Column settings', streamId: 'column-settings-{event uuid}-{user id}' },
  event_team: { title: 'Event teams', streamId: 'event-team-{uuid}' },
  action_alerts: { title: 'Action alerts', streamId: 'action-alerts-{event uuid}' },
  guest_alert: { title: 'Guest alerts', streamId: 'guest-alert-{causing event id}' },
  user: { title: 'Users', streamId: 'user-{id}' },
}

export type StreamGroup = { stream: string; title: string; streamId: string | null; types: EventTypeDoc[] }

export const anchorOf = (type: string) => `event-${type}`

/** The types grouped by the stream they are appended to, groups and types in catalogue order. */
export function groupByStream(types: EventTypeDoc[]): StreamGroup[] {
  const groups = new Map<string, StreamGroup>()
  for (const type of types) {
    let group = groups.get(type.stream)
    if (!group) {
      const known = STREAMS[type.stream]
      group = { stream: type.stream, title: known?.title ?? humanise(type.stream), streamId: known?.streamId ?? null, types: [] }
      groups.set(type.stream, group)
    }
    group.types.push(type)
  }
  return [...groups.values()]
}

/** Types whose name, description or field names hold every word of the search. */
export function matchesSearch(type: EventTypeDoc, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const text = [type.type, type.description, type.stream, ...type.fields.map((field) => field.name)].join(' ').toLowerCase()
  return words.every((word) => text.includes(word))
}

function humanise(stream: string): string {
  const words = stream.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
