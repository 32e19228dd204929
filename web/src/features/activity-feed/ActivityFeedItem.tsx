import { useMarkActivityRead, type ActivityLog } from '@/api/activity-log'
import { Avatar } from '@/components/ui/avatar'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/cn'
import { formatRelativeInZone } from '@usher/domain/format/zoned-time'

export function ActivityFeedItem({ log }: { log: ActivityLog }) {
  const unread = log.read_at === null
  const markRead = useMarkActivityRead()

  return (
    <li>
      <DropdownMenuItem
        className="h-auto items-start gap-2.5 px-2.5 py-2"
        aria-label={unread ? `${log.description}. Mark as read` : log.description}
        onSelect={(event) => {
          event.preventDefault()
          if (unread && !markRead.isPending) markRead.mutate(log.id)
        }}
      >
        <Avatar name={log.actor_name ?? 'Usher'} size="sm" className="mt-0.5 size-7" />
        <div className="min-w-0 flex-1">
          <p className={cn('text-[13px] leading-snug', unread ? 'text-foreground' : 'text-muted-foreground')}>{log.description}</p>
          <p className="mt-0.5 text-xs text-subtle-foreground">
            {log.actor_name ? `${log.actor_name} · ` : ''}
            <time dateTime={log.created_at}>{formatRelativeInZone(log.created_at, new Date(), log.event_timezone)}</time>
          </p>
        </div>
        {unread && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
      </DropdownMenuItem>
    </li>
  )
}
