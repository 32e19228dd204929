import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { assignSeats, seatingKeys, unassignSeats, type SeatAssignment } from '@/api/seating'
import { attendeeKeys } from '@/api/attendees'
import { isApiError } from '@/lib/api-error'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import type { DropOutcome, PlanIndex } from './drop-target'
import type { PartyMember } from './parties'
import { tableTitle } from './seat-labels'

// What a drop, a tap or an unseat button sends, and what the organiser is told.
// Every change is one request: a party's guests are seated together or not at all.

const SEAT_TAKEN_MESSAGE = 'Someone else took that seat a moment ago. The plan now shows who sits there; try another seat.'

export function useSeatActions(eventUuid: string, index: PlanIndex) {
  const queryClient = useQueryClient()
  const confirm = useConfirm()

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: seatingKeys.plan(eventUuid) })
    void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
  }, [queryClient, eventUuid])

  const report = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'seat_taken') {
        showSnackbar(SEAT_TAKEN_MESSAGE, 'warning')
        refresh()
        return
      }
      showSnackbar(isApiError(error) ? error.message : 'The seats could not be changed. Try again.', 'error')
      if (isApiError(error) && error.status === 409) refresh()
    },
    [refresh],
  )

  const send = useCallback(
    async (assignments: SeatAssignment[], swap: boolean, done: string) => {
      try {
        await assignSeats(eventUuid, assignments, swap)
        showSnackbar(done, 'success')
        refresh()
        return true
      } catch (error) {
        report(error)
        return false
      }
    },
    [eventUuid, refresh, report],
  )

  /** Acts on what the drop (or tap) resolved to; returns whether anyone moved. */
  const seatParty = useCallback(
    async (members: readonly PartyMember[], outcome: DropOutcome): Promise<boolean> => {
      const who = members.length === 1 ? members[0]!.full_name : `${members[0]!.full_name}'s party of ${members.length}`
      if (outcome.kind === 'none') return false
      if (outcome.kind === 'disabled') {
        showSnackbar(outcome.message ? `That seat is not in use: ${outcome.message}` : 'That seat is not in use.', 'warning')
        return false
      }
      if (outcome.kind === 'swap') {
        const name = outcome.occupant?.full_name ?? 'the guest in that seat'
        const moving = members[0]!
        const hadSeat = index.occupantById.has(moving.id)
        const answer = await confirm({
          heading: 'Seat taken',
          message: hadSeat ? `Swap with ${name}? They take ${moving.full_name}'s seat.` : `Swap with ${name}? ${name} goes back to the unseated guests.`,
          confirmLabel: 'Swap',
        })
        if (!isConfirmed(answer)) return false
        const done = hadSeat
          ? `${moving.full_name} and ${name} swapped seats.`
          : `${moving.full_name} has ${name}'s seat; ${name} is back with the unseated guests.`
        return send([{ attendee_id: moving.id, seat_id: outcome.seatId }], true, done)
      }
      const table = index.tableById.get(outcome.tableId)
      const where = table ? tableTitle(table.name) : 'that table'
      if (!outcome.fits) {
        showSnackbar(`${who} does not fit together at ${where}: it needs ${members.length} free seats side by side.`, 'warning')
        return false
      }
      const assignments = members.map((member, position) => ({ attendee_id: member.id, seat_id: outcome.seatIds[position]! }))
      return send(assignments, false, `${who} seated at ${where}.`)
    },
    [confirm, index, send],
  )

  const unseat = useCallback(
    async (attendeeIds: readonly string[], who: string) => {
      try {
        await unassignSeats(eventUuid, attendeeIds)
        showSnackbar(`${who} no longer has a seat.`, 'success')
        refresh()
      } catch (error) {
        report(error)
      }
    },
    [eventUuid, refresh, report],
  )

  return { seatParty, unseat, refresh, report }
}
