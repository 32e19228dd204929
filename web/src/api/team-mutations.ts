import { useMutation, useQueryClient } from '@tanstack/react-query'
import { EVENT_ROLE_LABELS, type EventRole } from '@usher/domain/access/event-roles'
import { eventKeys } from '@/api/events'
import {
  acceptShareLink,
  changeMemberRole,
  inviteAdministrator,
  resetShareLinks,
  teamKeys,
  type AcceptedShare,
  type TeamInvitation,
  type TeamMember,
} from '@/api/team'
import type { CommandResult } from '@/api/pagination'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { memberName } from '@/lib/member-name'
import { failureMessageOf } from '@/components/form/field-errors'

/** Invites someone by address; 422 errors are left to the form to show under its fields. */
export function useInviteMember(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invitation: TeamInvitation) => inviteAdministrator(eventUuid, invitation),
    onSuccess: (result) => {
      showSnackbar(`${result.data.email} was added to the team as ${EVENT_ROLE_LABELS[result.data.role]}.`, 'success')
      return queryClient.invalidateQueries({ queryKey: teamKeys.administrators(eventUuid) })
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) showSnackbar(error.message, 'error')
    },
  })
}

export function useChangeMemberRole(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ member, role }: { member: TeamMember; role: EventRole }) => changeMemberRole(eventUuid, member, role),
    onSuccess: (_result, { member, role }) => {
      showSnackbar(`${memberName(member)} is now ${EVENT_ROLE_LABELS[role]}.`, 'success')
      return queryClient.invalidateQueries({ queryKey: teamKeys.administrators(eventUuid) })
    },
    onError: (error) => {
      showSnackbar(failureMessageOf(error), 'error')
    },
  })
}

/** Every share link handed out so far stops working; the card then shows the new ones. */
export function useResetShareLinks(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => resetShareLinks(eventUuid),
    onSuccess: () => {
      showSnackbar('Share links were reset. Links sent before no longer work.', 'success')
      return queryClient.invalidateQueries({ queryKey: [...eventKeys.detail(eventUuid), 'share-link'] })
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

/** Joins the event's team through a share link; the new event then shows in the person's lists. */
export function useAcceptShareLink(config?: MutationConfig<CommandResult<AcceptedShare>, { eventUuid: string; code: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ eventUuid, code }: { eventUuid: string; code: string }) => acceptShareLink(eventUuid, code),
    ...withCacheWork(config, () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
    }),
  })
}
