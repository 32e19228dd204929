import { Inbox } from 'lucide-react'
import type { ActivityLog } from '@/api/activity-log'
import { Skeleton } from '@/components/ui/skeleton'
import { ActivityFeedItem } from './ActivityFeedItem'

export function ActivityFeedList({ logs, loading }: { logs: ActivityLog[]; loading: boolean }) {
  if (loading) {
    return (
      <div className="flex flex-col gap-3 p-3.5">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex gap-2.5">
            <Skeleton className="size-7 rounded-full" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    )
  }
  if (logs.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <Inbox className="size-5 text-subtle-foreground" aria-hidden />
        <p className="text-[13px] font-medium">You're all caught up</p>
        <p className="text-xs text-muted-foreground">Check-ins, RSVPs and changes to your guest lists show up here.</p>
      </div>
    )
  }
  return (
    <ul className="max-h-[min(26rem,70dvh)] overflow-y-auto p-1" aria-label="Recent activity">
      {logs.map((log) => (
        <ActivityFeedItem key={log.id} log={log} />
      ))}
    </ul>
  )
}
