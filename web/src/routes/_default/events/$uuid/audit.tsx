import { useMemo } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { AuditLogPage } from '@/features/audit-log/AuditLogPage'
import { parseAuditLogSearch } from '@/features/audit-log/audit-log-search'
import { withKnownTypes } from '@/features/audit-log/audit-log-known-types'

export const Route = createFileRoute('/_default/events/$uuid/audit')({
  validateSearch: parseAuditLogSearch,
  component: function AuditLogRoute() {
    const { uuid } = Route.useParams()
    const search = Route.useSearch()
    const filters = useMemo(() => withKnownTypes(search), [search])
    const navigate = Route.useNavigate()
    return <AuditLogPage eventUuid={uuid} filters={filters} onFiltersChange={(next) => void navigate({ search: next, replace: true })} />
  },
})
