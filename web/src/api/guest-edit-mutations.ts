import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addAttendees, attendeeKeys, forgetAttendee, updateAttendee, type Attendee, type AttendeeUpdate, type MemberInput } from '@/api/attendees'
import type { CommandResult } from '@/api/pagination'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'
import { patchGuests, refreshGuestList } from '@/lib/guest-cache'

// Adding, editing and forgetting guests: each reads the guest list again once answered;
// the screens say what happened and show a refusal under the fields it concerns.

export function useAddGuests(eventUuid: string, config?: MutationConfig<CommandResult<Attendee[]>, MemberInput[]>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (members: MemberInput[]) => addAttendees(eventUuid, members),
    ...withCacheWork(config, () => {
      void refreshGuestList(queryClient, eventUuid)
    }),
  })
}

export function useUpdateGuest(eventUuid: string, guestId: string | undefined, config?: MutationConfig<CommandResult<Attendee>, AttendeeUpdate>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: AttendeeUpdate) => updateAttendee(guestId!, update),
    ...withCacheWork(config, () => {
      void refreshGuestList(queryClient, eventUuid)
    }),
  })
}

/** The forgotten guest shows at once without their personal data, and their history says so. */
export function useForgetGuest(eventUuid: string, guestId: string, config?: MutationConfig<CommandResult<Attendee>, void>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => forgetAttendee(guestId),
    ...withCacheWork(config, (result) => {
      patchGuests(queryClient, eventUuid, [guestId], result.data)
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.history(guestId) })
    }),
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}
