import { createContext, useContext } from 'react'
import type { Attendee } from '@/api/attendees'

export type GuestListActions = {
  eventUuid: string
  canEdit: boolean
  /** Check-in and undo follow their own permission: door staff check in without editing. */
  canCheckIn: boolean
  /** The event's time zone (IANA name): every time in the list and drawer reads in it (event-time.ts). */
  timezone: string
  onEdit: (guest: Attendee) => void
  onDelete: (guest: Attendee) => void
  /** Opens the guest's history drawer; focus goes back to `trigger` when it closes. */
  onHistory: (guest: Attendee, trigger?: HTMLElement | null) => void
}

/** Row-level actions for the table's cells, so column definitions can stay static. */
export const GuestListActionsContext = createContext<GuestListActions | null>(null)

export function useGuestListActions(): GuestListActions {
  const actions = useContext(GuestListActionsContext)
  if (!actions) throw new Error('useGuestListActions must be used inside GuestListActionsContext')
  return actions
}
