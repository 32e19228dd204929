import { useQuery } from '@tanstack/react-query'
import { journeyListQuery } from '@/api/journeys'
import type { SelectOption } from '@/components/ui/select'

/**
 * The journeys an organiser may send guests through: the event's published
 * ones (a guest only ever follows a published version). `current` is kept
 * in the list even when it is not published, so an earlier choice still shows.
 */
export function useJourneyOptions(eventUuid: string, current = ''): SelectOption[] {
  const journeys = useQuery(journeyListQuery(eventUuid)).data ?? []
  return journeys
    .filter((journey) => journey.published_version !== null || journey.id === current)
    .map((journey) => ({ value: journey.id, label: journey.published_version === null ? `${journey.name} (not published)` : journey.name }))
}
