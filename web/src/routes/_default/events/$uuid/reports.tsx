import { createFileRoute } from '@tanstack/react-router'
import { EventReportsPage } from '@/features/reports/EventReportsPage'
import { parseReportSearch } from '@/features/reports/report-search'

export const Route = createFileRoute('/_default/events/$uuid/reports')({
  validateSearch: parseReportSearch,
  component: function EventReportsRoute() {
    const { uuid } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <EventReportsPage
        eventUuid={uuid}
        by={search.by ?? 'all'}
        asOf={search.as_of ?? null}
        onChange={({ by, asOf }) => void navigate({ search: parseReportSearch({ by, as_of: asOf ?? undefined }), replace: true })}
      />
    )
  },
})
