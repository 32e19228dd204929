import { useQuery } from '@tanstack/react-query'
import { hostGroups, hostPortalKeys } from '@/api/host-portal'
import { isApiError } from '@/lib/api-error'
import { HostGroupCards } from './HostGroupCards'
import { HostGroupPortal } from './HostGroupPortal'
import { HostLayout } from './HostLayout'
import { QueryView } from '@/components/query-view'
import { LoaderCircle } from 'lucide-react'

/**
 * A GO host's personal link (/host/{token}): no account, the token is the
 * credential. One group opens at once; a host of several picks one.
 */
export function HostLinkPage({ token, groupId }: { token: string; groupId?: string }) {
  const groups = useQuery({ queryKey: hostPortalKeys.groups(token), queryFn: ({ signal }) => hostGroups(token, signal).then((r) => r.groups), retry: false })
  const only = groups.data?.length === 1 ? groups.data[0]!.id : undefined
  const chosen = groupId ?? only

  return (
    <HostLayout>
      {chosen ? (
        <HostGroupPortal host={token} groupId={chosen} />
      ) : (
        <QueryView
          query={groups}
          pendingLabel="Loading your group"
          pendingClassName="flex justify-center py-16"
          pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
          error={(error) => <InvalidHostLink message={isApiError(error) && error.status === 404 ? null : error.message} />}
          empty={<InvalidHostLink message={null} />}
        >
          {(found) => (
            <div className="flex flex-col gap-4">
              <h1 className="text-xl font-semibold tracking-tight">Your groups</h1>
              <HostGroupCards groups={found} linkOf={(group) => ({ to: '/host/$token', params: { token }, search: { group: group.id } })} />
            </div>
          )}
        </QueryView>
      )}
    </HostLayout>
  )
}

/** A link that finds no group: the server's words when it said more than "not found". */
function InvalidHostLink({ message }: { message: string | null }) {
  return (
    <div className="py-12 text-center" role="alert">
      <h1 className="text-lg font-semibold">This host link is not valid</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {message ?? 'Check that you opened the whole link from your email, or ask the organiser for a new one.'}
      </p>
    </div>
  )
}
