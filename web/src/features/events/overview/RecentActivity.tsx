import type { UseQueryResult } from '@tanstack/react-query'
import type { ActivityLogPage } from '@/api/activity-log'
import { QueryView } from '@/components/query-view'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatRelative } from '@usher/domain/format/format'
import { zoneLabel } from '@usher/domain/format/zoned-time'

/**
 * The latest entries of the event's activity feed, timed in the event's own zone, each time with
 * its zone's short name (EST): a heading naming the zone's code ("Times in US/Eastern") read as a
 * setting's value, and the times under it as the reader's own (issue 28 tour).
 */
export function RecentActivity({ activity, timezone }: { activity: UseQueryResult<ActivityLogPage, Error>; timezone: string }) {
  const now = new Date()
  return (
    <Card className="self-start" data-testid="overview-activity">
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView
          query={activity}
          pendingLabel="Loading recent activity"
          pendingClassName="flex flex-col gap-2"
          pending={
            <>
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-8 w-full" />
            </>
          }
          isEmpty={(page) => page.activity_logs.length === 0}
          empty={<p className="text-sm text-muted-foreground">Nothing has happened yet.</p>}
        >
          {({ activity_logs: entries }) => (
            <ol className="flex flex-col divide-y divide-border">
              {entries.map((entry) => (
                <li key={entry.id} className="py-2 first:pt-0 last:pb-0">
                  <p className="text-sm">{entry.description}</p>
                  <p className="mt-0.5 text-[12px] text-muted-foreground">
                    {[entry.actor_name, `${formatRelative(entry.created_at, now, timezone)} ${zoneLabel(entry.created_at, timezone)}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </QueryView>
      </CardContent>
    </Card>
  )
}
