import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight, UsersRound } from 'lucide-react'
import { signedInHostGroupsQuery } from '@/api/host-portal'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

/**
 * On the home page of someone who hosts a group at another organiser's event
 * (a PRO host): the way to their guests, which their own events list cannot show.
 */
export function HostedGroupsNotice() {
  const hosted = useQuery({ ...signedInHostGroupsQuery(), retry: false })
  const groups = hosted.data ?? []
  if (groups.length === 0) return null
  const events = new Set(groups.map((group) => group.event.uuid)).size
  return (
    <Card className="mb-4 flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="hosted-groups-notice">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft">
        <UsersRound className="size-4 text-primary" aria-hidden />
      </div>
      <p className="flex-1 text-[13px]">
        You host {groups.length === 1 ? `the group ${groups[0]!.name}` : `${groups.length} groups`} at{' '}
        {events === 1 ? groups[0]!.event.name : `${events} events`}. Name your guests' tickets and follow their replies in the host portal.
      </p>
      <Link to="/events/host-group" className={buttonVariants({ variant: 'secondary' })}>
        Open host portal
        <ArrowRight aria-hidden />
      </Link>
    </Card>
  )
}
