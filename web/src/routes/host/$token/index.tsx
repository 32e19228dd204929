import { createFileRoute } from '@tanstack/react-router'
import { HostLinkPage } from '@/features/host-portal/HostLinkPage'

type HostLinkSearch = { group?: string }

// Public: a GO host has no account. The signed token in the path is the credential.
export const Route = createFileRoute('/host/$token/')({
  validateSearch: (search: Record<string, unknown>): HostLinkSearch => (typeof search.group === 'string' ? { group: search.group } : {}),
  component: function HostLinkRoute() {
    const { token } = Route.useParams()
    const { group } = Route.useSearch()
    return <HostLinkPage token={token} groupId={group} />
  },
})
