import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addAttendees, attendeeKeys, forgetAttendee, updateAttendee, type Attendee, type AttendeeUpdate, type MemberInput } from '@/api/attendees'
import type { CommandResult } from '@/api/pagination'
import type { MutationCallbacks } from '@/api/mutation-callbacks'
import { patchGuests, refreshGuestList } from '@/lib/guest-cache'

// Adding, editing and forgetting guests: each reads the guest list again once answered;
// the screens say what happened and show a refusal under the fields it concerns.

export function useAddGuests(eventUuid: string, callbacks: MutationCallbacks<CommandResult<Attendee[]>, MemberInput[]>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (members: MemberInput[]) => addAttendees(eventUuid, members),
    onSuccess: (result, members) => {
      void refreshGuestList(queryClient, eventUuid)
      return callbacks.onSuccess?.(result, members)
    },
    onError: callbacks.onError,
  })
}

export function useUpdateGuest(eventUuid: string, guestId: string | undefined, callbacks: MutationCallbacks<CommandResult<Attendee>, AttendeeUpdate>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: AttendeeUpdate) => updateAttendee(guestId!, update),
    onSuccess: (result, update) => {
      void refreshGuestList(queryClient, eventUuid)
      return callbacks.onSuccess?.(result, update)
    },
    onError: callbacks.onError,
  })
}

/** The forgotten guest shows at once without their personal data, and their history says so. */
export function useForgetGuest(eventUuid: string, guestId: string, callbacks: MutationCallbacks<CommandResult<Attendee>, void>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => forgetAttendee(guestId),
    onSuccess: (result) => {
      patchGuests(queryClient, eventUuid, [guestId], result.data)
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.history(guestId) })
      return callbacks.onSuccess?.(result)
    },
    onError: callbacks.onError,
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}
