import type { Attendee } from '@/api/attendees'
import { useEventAreas } from '@/lib/use-event-areas'
import { useGuestListActions } from '../guest-list-actions'

type GuestNameButtonProps = {
  guest: Attendee
  part: 'first_name' | 'last_name'
}

/**
 * A name cell that opens the guest's history. First and last name are separate columns;
 * only the first name is a tab stop so keyboard users meet one "open history" control per row.
 */
export function GuestNameButton({ guest, part }: GuestNameButtonProps) {
  const { onHistory, eventUuid } = useGuestListActions()
  // A guest's history is the organiser's reading: door staff see the name alone.
  const mayReadHistory = useEventAreas(eventUuid)?.details === true
  const text = guest[part]
  if (!text) return null
  if (!mayReadHistory) return <span className="font-medium text-foreground">{text}</span>
  return (
    <button
      type="button"
      tabIndex={part === 'first_name' ? undefined : -1}
      aria-haspopup="dialog"
      aria-label={`${guest.full_name}, view history`}
      title="View history"
      data-testid={part === 'first_name' ? 'guest-name' : undefined}
      onClick={(event) => onHistory(guest, event.currentTarget)}
      className="-mx-1 rounded-sm px-1 text-left font-medium text-foreground decoration-primary/40 underline-offset-4 transition-colors hover:text-primary hover:underline"
    >
      {text}
    </button>
  )
}
