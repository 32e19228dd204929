import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LoaderCircle, Users } from 'lucide-react'
import { SIGNED_IN_HOST, signedInHostGroupsQuery } from '@/api/host-portal'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { useDocumentTitle } from '@/lib/page-title'
import { HostGroupCards } from './HostGroupCards'
import { HostGroupPortal } from './HostGroupPortal'
import { HostLayout } from './HostLayout'

function SignOut() {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to="/account/logout">Sign out</Link>
    </Button>
  )
}

/** /events/host-group (spec route): the groups the signed-in PRO host hosts, each opening its portal. */
export function HostGroupsPage() {
  useDocumentTitle('Your groups')
  const groups = useQuery(signedInHostGroupsQuery())
  return (
    <HostLayout aside={<SignOut />}>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold tracking-tight">Your groups</h1>
        <QueryView
          query={groups}
          pendingLabel="Loading your groups"
          pendingClassName="flex justify-center py-16"
          pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
          empty={
            <EmptyState
              icon={Users}
              title="You host no group"
              description="When an organiser makes you the host of a group with this email address, it shows here."
            />
          }
        >
          {(list) => <HostGroupCards groups={list} linkOf={(group) => ({ to: '/events/host-group/$groupId', params: { groupId: group.id } })} />}
        </QueryView>
      </div>
    </HostLayout>
  )
}

/** /events/host-group/{groupId}: one of the signed-in PRO host's groups. */
export function SignedInHostGroupPage({ groupId }: { groupId: string }) {
  return (
    <HostLayout aside={<SignOut />}>
      <Button asChild variant="link" size="sm" className="mb-3">
        <Link to="/events/host-group">All your groups</Link>
      </Button>
      <HostGroupPortal host={SIGNED_IN_HOST} groupId={groupId} />
    </HostLayout>
  )
}
