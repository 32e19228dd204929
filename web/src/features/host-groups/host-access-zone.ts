import { useQuery } from '@tanstack/react-query'
import { zoneLabel } from '@usher/domain/format/zoned-time'
import { eventQuery } from '@/api/events'

/**
 * The hint under "Host access till": the date and time are read in the event's time zone
 * (hostAccessOf), and a time with no zone beside it left the organiser to guess whose evening it was.
 */
export function useHostAccessZoneHint(eventUuid: string): string | undefined {
  const timezone = useQuery(eventQuery(eventUuid)).data?.timezone
  return timezone ? `In the event's time zone (${zoneLabel(new Date(), timezone)})` : undefined
}
