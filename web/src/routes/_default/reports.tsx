import { createFileRoute } from '@tanstack/react-router'
import { OrganisationReportsPage } from '@/features/reports/OrganisationReportsPage'
import { parseReportSearch } from '@/features/reports/report-search'

export const Route = createFileRoute('/_default/reports')({
  validateSearch: parseReportSearch,
  component: function ReportsRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <OrganisationReportsPage
        asOf={search.as_of ?? null}
        onAsOfChange={(asOf) => void navigate({ search: parseReportSearch({ as_of: asOf ?? undefined }), replace: true })}
      />
    )
  },
})
