import { useParams } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import { activityLogQuery } from '@/api/activity-log'
import { useEventAreas } from '@/lib/use-event-areas'
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { ActivityFeedList } from './ActivityFeedList'

const FEED_SIZE = 20

/** The bell in the top bar: recent activity of the event on screen (or all events), unread first. */
export function ActivityFeedMenu() {
  const params = useParams({ strict: false }) as { uuid?: string }
  // On an event's pages, only a role that reads the event's activity asks for it (door staff do not).
  const areas = useEventAreas(params.uuid)
  const mayRead = !params.uuid || areas?.details === true
  const query = useQuery({ ...activityLogQuery({ event_uuid: params.uuid, page: 1, per_page: FEED_SIZE }), retry: false, enabled: mayRead })
  // Spec: list failures are ignored, the feed simply stays empty.
  const logs = query.data?.activity_logs ?? []
  // The server counts every unread entry, not only the ones on this first page.
  const unread = query.data?.meta?.unread ?? logs.filter((log) => log.read_at === null).length
  if (!mayRead) return null

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={unread > 0 ? `Activity feed, ${unread} unread` : 'Activity feed'}
        data-testid="activity-feed-trigger"
        className="relative inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground"
      >
        <Bell className="size-[18px]" aria-hidden />
        {/* At the bell's corner, not over it: "9+" is wider than the bell's clear space. */}
        {unread > 0 && (
          <span
            data-testid="activity-unread-count"
            className="absolute -top-0.5 -right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-error px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-background"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between border-b border-border px-3.5 py-2.5">
          <p className="text-[13px] font-semibold">Activity</p>
          {unread > 0 && <span className="text-xs text-muted-foreground">{unread} unread</span>}
        </div>
        <ActivityFeedList logs={logs} loading={query.isPending} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
