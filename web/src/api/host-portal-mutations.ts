import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authKeys, login, signup, type CurrentUser, type LoginInput, type LoginResponse, type SignupInput } from '@/api/auth'
import { editGuest, hostPortalKeys, inviteGuest, nameTicket, sendGuestPass, type GuestContact, type PortalGuest } from '@/api/host-portal'
import type { CommandResult } from '@/api/pagination'
import { withCacheWork, withCacheWorkOnError, type MutationConfig } from '@/api/mutation-config'
import { realtime } from '@/lib/realtime'

/** What the host's group shows (its counters and guests) is read again after each change a host makes. */
function useRefreshGroup(host: string, groupId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: hostPortalKeys.group(host, groupId) })
}

/** Names a placeholder ticket, or changes a named guest's contact details. */
export function useSaveHostGuest(host: string, groupId: string, guest: PortalGuest, config?: MutationConfig<CommandResult<PortalGuest>, GuestContact>) {
  const refresh = useRefreshGroup(host, groupId)
  return useMutation({
    mutationFn: (contact: GuestContact) => (guest.is_placeholder ? nameTicket(host, groupId, guest.id, contact) : editGuest(host, groupId, guest.id, contact)),
    ...withCacheWork(config, () => {
      void refresh()
    }),
  })
}

/**
 * A host's action on one guest (invite, send the pass): a refusal may mean the guest changed
 * meanwhile, so the group is read again then too.
 */
function useHostGuestAction<T>(
  host: string,
  groupId: string,
  send: (guest: PortalGuest) => Promise<T>,
  config: MutationConfig<T, PortalGuest> | undefined,
  refreshOnSuccess: boolean,
) {
  const refresh = useRefreshGroup(host, groupId)
  return useMutation({
    mutationFn: send,
    ...withCacheWorkOnError(
      withCacheWork(config, () => {
        if (refreshOnSuccess) void refresh()
      }),
      () => void refresh(),
    ),
  })
}

export function useInviteHostGuest(host: string, groupId: string, config?: MutationConfig<CommandResult<PortalGuest>, PortalGuest>) {
  return useHostGuestAction(host, groupId, (guest) => inviteGuest(host, groupId, guest.id), config, true)
}

export function useSendHostGuestPass(host: string, groupId: string, config?: MutationConfig<CommandResult<{ sent_to: string }>, PortalGuest>) {
  return useHostGuestAction(host, groupId, (guest) => sendGuestPass(host, groupId, guest.id), config, false)
}

type HostSignIn = { mode: 'signup'; input: SignupInput } | { mode: 'login'; input: LoginInput }

/**
 * A host signs up or in from their link. Another person's data must not outlive the change of
 * account: the cache starts empty with the new user, and the live connection starts again as them.
 */
export function useHostSignIn(config?: MutationConfig<LoginResponse, HostSignIn>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (signIn: HostSignIn) => (signIn.mode === 'signup' ? signup(signIn.input) : login(signIn.input)),
    ...withCacheWork(config, (result) => {
      if (!('two_factor' in result)) {
        const user: CurrentUser = result.user
        queryClient.clear()
        queryClient.setQueryData(authKeys.currentUser(), user)
        realtime.disconnect()
      }
    }),
  })
}
