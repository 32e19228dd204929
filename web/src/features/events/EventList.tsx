import type { UsherEvent } from '@/api/events'
import { EventListItem } from './EventListItem'

export function EventList({ events }: { events: UsherEvent[] }) {
  return (
    <ul className="divide-y divide-border" aria-label="Events">
      {events.map((event) => (
        <EventListItem key={event.uuid} event={event} />
      ))}
    </ul>
  )
}
