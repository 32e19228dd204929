import { createFileRoute } from '@tanstack/react-router'
import { TableOwnerPage } from '@/features/seating/table-owner/TableOwnerPage'

type TableOwnerSearch = { token: string }

// Public (spec section 2's /events/{uuid}/table-owner): no account, the signed token in the query is the owner's credential.
export const Route = createFileRoute('/events/$uuid/table-owner')({
  validateSearch: (search: Record<string, unknown>): TableOwnerSearch => ({ token: typeof search.token === 'string' ? search.token.slice(0, 200) : '' }),
  component: function TableOwnerRoute() {
    const { uuid } = Route.useParams()
    const { token } = Route.useSearch()
    return <TableOwnerPage eventUuid={uuid} token={token} />
  },
})
