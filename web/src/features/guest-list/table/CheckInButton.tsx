import { Check } from 'lucide-react'
import type { Attendee } from '@/api/attendees'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'
import { formatEventTime } from '@/lib/event-time'
import { useGuestListActions } from '../guest-list-actions'
import { useCheckInToggle } from '@/api/guest-mutations'

export function CheckInButton({ guest }: { guest: Attendee }) {
  const { eventUuid, canCheckIn, timezone } = useGuestListActions()
  const toggle = useCheckInToggle(eventUuid)
  const checkedIn = guest.checked_in
  const pending = toggle.isPending

  const button = (
    <button
      type="button"
      data-testid="check-in-toggle"
      data-checked-in={checkedIn ? 'true' : 'false'}
      aria-pressed={checkedIn}
      // The name starts with the words on the button (WCAG 2.5.3, label in name), then says what a press does.
      aria-label={checkedIn ? `Checked in: undo check-in for ${guest.full_name}` : `Check in ${guest.full_name}`}
      disabled={pending || !canCheckIn}
      onClick={() => toggle.mutate({ guest, checkIn: !checkedIn })}
      className={cn(
        'group/check inline-flex h-7 items-center gap-1.5 rounded-full border pr-2.5 pl-1 text-xs font-medium whitespace-nowrap transition-colors disabled:cursor-default disabled:opacity-70',
        checkedIn
          ? 'border-success/25 bg-success-soft text-success hover:border-success/40'
          : 'border-border-strong bg-background text-muted-foreground hover:border-primary/50 hover:text-primary',
      )}
    >
      <span
        className={cn(
          'flex size-5 items-center justify-center rounded-full',
          checkedIn ? 'bg-success text-white' : 'text-subtle-foreground group-hover/check:text-primary',
        )}
      >
        <Check className={cn('size-3.5', !checkedIn && 'opacity-40 transition-opacity group-hover/check:opacity-100')} strokeWidth={3} aria-hidden />
      </span>
      {/* Always in words: an empty circle alone told nobody what it does (issue 17). */}
      <span>{checkedIn ? 'Checked in' : 'Check in'}</span>
    </button>
  )

  const hint = checkedIn ? `Checked in${guest.checked_in_at ? ` ${formatEventTime(guest.checked_in_at, timezone)}` : ''} · click to undo` : 'Check in'
  return <Tooltip content={hint}>{button}</Tooltip>
}
