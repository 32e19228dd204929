import { useQuery } from '@tanstack/react-query'
import { hostGroups, hostPortalKeys } from '@/api/host-portal'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { HostGroupCards } from './HostGroupCards'
import { HostGroupPortal } from './HostGroupPortal'
import { HostLayout } from './HostLayout'

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
      ) : groups.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your group" />
        </div>
      ) : groups.isError || groups.data.length === 0 ? (
        <div className="py-12 text-center" role="alert">
          <h1 className="text-lg font-semibold">This host link is not valid</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {groups.isError && !(isApiError(groups.error) && groups.error.status === 404)
              ? groups.error.message
              : 'Check that you opened the whole link from your email, or ask the organiser for a new one.'}
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <h1 className="text-xl font-semibold tracking-tight">Your groups</h1>
          <HostGroupCards groups={groups.data} linkOf={(group) => ({ to: '/host/$token', params: { token }, search: { group: group.id } })} />
        </div>
      )}
    </HostLayout>
  )
}
