import { createFileRoute } from '@tanstack/react-router'
import { AuditLogPage } from '@/features/audit-log/AuditLogPage'
import { parseAuditLogSearch } from '@/features/audit-log/audit-log-search'

export const Route = createFileRoute('/_default/events/$uuid/audit')({
  validateSearch: parseAuditLogSearch,
  component: function AuditLogRoute() {
    const { uuid } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <AuditLogPage eventUuid={uuid} filters={search} onFiltersChange={(filters) => void navigate({ search: filters, replace: true })} />
  },
})
