import { useMutation, useQueryClient } from '@tanstack/react-query'
import { claimOffer, leaveWaitlist, waitlistKeys, type GuestWaitlist } from '@/api/waitlist'
import type { CommandResult } from '@/api/pagination'
import { withCacheWork, withCacheWorkOnError, type MutationConfig } from '@/api/mutation-config'

/** After a guest's change the page's answer and their place are read again (a claim makes them attending). */
export function useGuestWaitlistRefresh(token: string) {
  const queryClient = useQueryClient()
  return (data: GuestWaitlist) => {
    queryClient.setQueryData(waitlistKeys.ofGuest(token), data)
    void queryClient.invalidateQueries()
  }
}

/** A guest leaves the waitlist from their RSVP page. */
export function useLeaveWaitlist(token: string, config?: MutationConfig<CommandResult<GuestWaitlist>, void>) {
  const refresh = useGuestWaitlistRefresh(token)
  return useMutation({
    mutationFn: () => leaveWaitlist(token),
    ...withCacheWork(config, (result) => refresh(result.data)),
  })
}

/** A guest claims the place they were offered; an offer that ran out meanwhile shows where they stand now. */
export function useClaimOffer(token: string, offerId: string, config?: MutationConfig<CommandResult<GuestWaitlist>, void>) {
  const queryClient = useQueryClient()
  const refresh = useGuestWaitlistRefresh(token)
  return useMutation({
    mutationFn: () => claimOffer(token, offerId),
    ...withCacheWorkOnError(
      withCacheWork(config, (result) => refresh(result.data)),
      () => void queryClient.invalidateQueries({ queryKey: waitlistKeys.ofGuest(token) }),
    ),
  })
}

/** An organiser's change to the event's waitlist (an offer, a removal): the line is read again after it. */
export function useWaitlistChange(eventUuid: string, config?: MutationConfig<unknown, () => Promise<unknown>>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: () => Promise<unknown>) => change(),
    ...withCacheWork(config, () => void queryClient.invalidateQueries({ queryKey: waitlistKeys.ofEvent(eventUuid) })),
  })
}
