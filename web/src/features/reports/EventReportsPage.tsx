import { useSuspenseQuery } from '@tanstack/react-query'
import { eventQuery } from '@/api/events'
import type { ReportBreakdown } from '@/api/reports'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { ArrivalsReportCard } from './ArrivalsReportCard'
import { AttendanceReportCard } from './AttendanceReportCard'
import { JourneysReportCard } from './JourneysReportCard'
import { MessagesReportCard } from './MessagesReportCard'
import { ReportControls } from './ReportControls'
import { ResponsesReportCard } from './ResponsesReportCard'

type EventReportsPageProps = {
  eventUuid: string
  by: ReportBreakdown
  asOf: string | null
  onChange: (next: { by: ReportBreakdown; asOf: string | null }) => void
}

/** /events/{uuid}/reports: the evening in figures, each chart with its table, broken down as asked, now or at a past moment. */
export function EventReportsPage({ eventUuid, by, asOf, onChange }: EventReportsPageProps) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Reports · ${event.name}`)
  const reports = { eventUuid, by, asOf }
  return (
    <div>
      <PageHeader
        title="Reports"
        description="Arrivals, answers, journeys and messages, each with its table. Download any table as CSV and any chart as PNG."
      />
      <ReportControls
        by={by}
        onByChange={(next) => onChange({ by: next, asOf })}
        asOf={asOf}
        onAsOfChange={(next) => onChange({ by, asOf: next })}
        timeZone={event.timezone}
      />
      <div className="flex flex-col gap-6">
        <ArrivalsReportCard {...reports} />
        <AttendanceReportCard {...reports} />
        <ResponsesReportCard {...reports} />
        <JourneysReportCard {...reports} />
        <MessagesReportCard {...reports} />
      </div>
    </div>
  )
}
