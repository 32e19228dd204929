import { useQuery } from '@tanstack/react-query'
import { eventAreasOf, type EventAreas } from '@usher/domain/access/event-areas'
import { eventQuery } from '@/api/events'

/**
 * What the signed-in person's role shows of the event (shared/domain's
 * role → areas map), from the event the event layout has loaded. Null until
 * it is known: a part that reads something only some roles may read waits
 * (its query's `enabled`) rather than asking and being refused.
 */
export function useEventAreas(eventUuid: string | undefined): EventAreas | null {
  const event = useQuery({ ...eventQuery(eventUuid ?? ''), enabled: Boolean(eventUuid) })
  return event.data ? eventAreasOf(event.data.permissions) : null
}
