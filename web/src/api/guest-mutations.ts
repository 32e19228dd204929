import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  bulkSetApproval,
  bulkSetRsvp,
  checkInAttendee,
  deleteAttendees,
  setAttendeeApproval,
  setAttendeeRsvp,
  undoCheckInAttendee,
  type Attendee,
  type TriState,
} from '@/api/attendees'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { plural } from '@/lib/counts'
import { isApiError } from '@/lib/api-error'
import { randomId } from '@/lib/ids'
import { patchGuests, refreshGuestList, restoreGuestList, snapshotGuestList, type CacheSnapshot } from '@/lib/guest-cache'

type Context = { snapshot: CacheSnapshot }

/** Check in or undo, shown at once; a 409 says someone else got there first. */
export function useCheckInToggle(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation<unknown, Error, { guest: Attendee; checkIn: boolean }, Context>({
    mutationFn: ({ guest, checkIn }) => (checkIn ? checkInAttendee(guest.id, randomId()) : undoCheckInAttendee(guest.id, randomId())),
    onMutate: async ({ guest, checkIn }) => {
      const snapshot = await snapshotGuestList(queryClient, eventUuid)
      patchGuests(queryClient, eventUuid, [guest.id], { checked_in: checkIn, checked_in_at: checkIn ? new Date().toISOString() : null })
      return { snapshot }
    },
    onError: (error, { guest }, context) => {
      restoreGuestList(queryClient, context?.snapshot)
      if (isApiError(error) && error.code === 'already_checked_in') showSnackbar(`${guest.full_name} is already checked in.`, 'warning')
      else if (isApiError(error) && error.code === 'not_checked_in') showSnackbar(`${guest.full_name} is not checked in.`, 'warning')
      else showSnackbar(error.message, 'error')
    },
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}

function useTriStateSetter(eventUuid: string, field: 'is_attending' | 'is_approved', send: (id: string, value: TriState) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation<unknown, Error, { guest: Attendee; value: TriState }, Context>({
    mutationFn: ({ guest, value }) => send(guest.id, value),
    onMutate: async ({ guest, value }) => {
      const snapshot = await snapshotGuestList(queryClient, eventUuid)
      patchGuests(queryClient, eventUuid, [guest.id], { [field]: value })
      return { snapshot }
    },
    onError: (error, _variables, context) => {
      restoreGuestList(queryClient, context?.snapshot)
      showSnackbar(error.message, 'error')
    },
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}

export function useSetRsvp(eventUuid: string) {
  return useTriStateSetter(eventUuid, 'is_attending', setAttendeeRsvp)
}

export function useSetApproval(eventUuid: string) {
  return useTriStateSetter(eventUuid, 'is_approved', setAttendeeApproval)
}

function useBulkSetter(
  eventUuid: string,
  field: 'is_attending' | 'is_approved',
  send: (eventUuid: string, ids: string[], value: TriState) => Promise<unknown>,
) {
  const queryClient = useQueryClient()
  return useMutation<unknown, Error, { ids: string[]; value: TriState; label: string }, Context>({
    mutationFn: ({ ids, value }) => send(eventUuid, ids, value),
    onMutate: async ({ ids, value }) => {
      const snapshot = await snapshotGuestList(queryClient, eventUuid)
      patchGuests(queryClient, eventUuid, ids, { [field]: value })
      return { snapshot }
    },
    onSuccess: (_result, { ids, label }) => showSnackbar(`${label} for ${ids.length} ${ids.length === 1 ? 'guest' : 'guests'}.`, 'success'),
    onError: (error, _variables, context) => {
      restoreGuestList(queryClient, context?.snapshot)
      showSnackbar(error.message, 'error')
    },
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}

export function useBulkSetRsvp(eventUuid: string) {
  return useBulkSetter(eventUuid, 'is_attending', bulkSetRsvp)
}

export function useBulkSetApproval(eventUuid: string) {
  return useBulkSetter(eventUuid, 'is_approved', bulkSetApproval)
}

/** The confirmation before deleting guests, one (by name) or many (counted). */
export const deleteGuestsQuestion = (who: string) => `Delete ${who} from the guest list? Their plus-ones will be deleted too. This cannot be undone.`

/** Deletes the selected guests (and their plus-ones) once the person confirms it. */
export function useBulkDelete(eventUuid: string) {
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const outcome = await confirm({
        message: deleteGuestsQuestion(plural(ids.length, 'guest', 'guests')),
        confirmLabel: `Delete ${plural(ids.length, 'guest', 'guests')}`,
        tone: 'danger',
      })
      return isConfirmed(outcome) ? deleteAttendees(eventUuid, ids) : null
    },
    onSuccess: (result) => {
      if (result) showSnackbar(`${plural(result.data.updated, 'guest was', 'guests were')} removed from the guest list.`, 'success')
    },
    onError: (error) => showSnackbar(error.message, 'error'),
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}

export function useDeleteGuest(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (guest: Attendee) => deleteAttendees(eventUuid, [guest.id]),
    onSuccess: (_result, guest) => showSnackbar(`${guest.full_name} was removed from the guest list.`, 'success'),
    onError: (error) => showSnackbar(error.message, 'error'),
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}
