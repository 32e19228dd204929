import { queryOptions } from '@tanstack/react-query'
import type {
  ArrivalsReport,
  AttendanceReport,
  JourneysReport,
  MessagesReport,
  OrganisationReport,
  ReportBreakdown,
  ResponsesReport,
} from '@usher/domain/contract/reports'
import { api } from '@/lib/api-client'
import type { Single } from './pagination'

export type { ArrivalsReport, AttendanceReport, JourneysReport, MessagesReport, OrganisationReport, ReportBreakdown, ResponsesReport }

export type EventReportName = 'arrivals' | 'attendance' | 'responses' | 'journeys' | 'messages'
type EventReports = { arrivals: ArrivalsReport; attendance: AttendanceReport; responses: ResponsesReport; journeys: JourneysReport; messages: MessagesReport }

export const reportKeys = {
  /** Every report of the event: what a projection change of the event refreshes. */
  ofEvent: (eventUuid: string) => ['event-reports', eventUuid] as const,
  event: (eventUuid: string, name: EventReportName, by: ReportBreakdown, asOf: string | null) => ['event-reports', eventUuid, name, by, asOf] as const,
  organisation: (asOf: string | null) => ['organisation-report', asOf] as const,
}

function query(params: Record<string, string | null>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** One report of the event, broken down by `by`, as it stood at `asOf` (null: now). */
export function eventReportQuery<Name extends EventReportName>(eventUuid: string, name: Name, by: ReportBreakdown, asOf: string | null) {
  return queryOptions({
    queryKey: reportKeys.event(eventUuid, name, by, asOf),
    queryFn: ({ signal }) =>
      api
        .get<Single<EventReports[Name]>>(`/api/v2/events/${encodeURIComponent(eventUuid)}/reports/${name}${query({ by, as_of: asOf })}`, { signal })
        .then((r) => r.data),
  })
}

/** The organisation's events side by side. */
export function organisationReportQuery(asOf: string | null) {
  return queryOptions({
    queryKey: reportKeys.organisation(asOf),
    queryFn: ({ signal }) => api.get<Single<OrganisationReport>>(`/api/v2/reports/events${query({ as_of: asOf })}`, { signal }).then((r) => r.data),
  })
}
