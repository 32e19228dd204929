import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Attendee } from '@/api/attendees'
import {
  answerInvitation,
  bulkInvite,
  inviteAttendee,
  publicInvitationKey,
  type InvitationChoice,
  type PlusOneInput,
  type PublicInvitation,
} from '@/api/invitations'
import type { CommandResult } from '@/api/pagination'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { patchGuests, refreshGuestList } from '@/lib/guest-cache'

/** Invite or resend one guest; the email goes out from the server's mail dispatcher. */
export function useInviteGuest(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ guest, choice }: { guest: Attendee; choice?: InvitationChoice }) => inviteAttendee(guest.id, choice),
    onSuccess: (result, { guest }) => {
      patchGuests(queryClient, eventUuid, [guest.id], { is_invited: true, invitation_sent_at: result.data.invitation_sent_at })
      showSnackbar(`${guest.is_invited ? 'Invitation resent' : 'Invitation sent'} to ${guest.full_name}.`, 'success')
    },
    onError: (error) => showSnackbar(error.message, 'error'),
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}

export function useBulkInvite(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, choice }: { ids: string[]; choice?: InvitationChoice }) => bulkInvite(eventUuid, ids, choice),
    onSuccess: ({ data }) => {
      const invited = `${data.invited} ${data.invited === 1 ? 'invitation' : 'invitations'} sent`
      const skipped = data.skipped_without_email > 0 ? `; ${data.skipped_without_email} without an email address skipped` : ''
      showSnackbar(`${invited}${skipped}.`, data.invited > 0 ? 'success' : 'warning')
    },
    onError: (error) => showSnackbar(error.message, 'error'),
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}

type InvitationAnswer = { is_attending: boolean; plus_ones: PlusOneInput[] }

/** A guest's answer on the RSVP page; the page shows the invitation as the answer returns it. */
export function useAnswerInvitation(token: string, config?: MutationConfig<CommandResult<PublicInvitation>, InvitationAnswer>, lang: string | null = null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answer: InvitationAnswer) => answerInvitation(token, answer, lang),
    ...withCacheWork(config, (result) => void queryClient.setQueryData(publicInvitationKey(token, lang), result.data)),
  })
}
