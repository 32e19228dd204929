import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ownerSeatGuest, ownerUnseatGuest, tableOwnerKeys } from './table-owner'

// A table owner seating their own guests through their signed link. Either answer, a seat taken or
// one lost to someone quicker, re-reads the owner's page: it holds the free seats and the count.

function useRefreshOwnerPage(eventUuid: string, token: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: tableOwnerKeys.page(eventUuid, token) })
}

export function useOwnerSeatGuest(eventUuid: string, token: string) {
  const refresh = useRefreshOwnerPage(eventUuid, token)
  return useMutation({
    mutationFn: ({ guestId, seatId }: { guestId: string; seatId: string }) => ownerSeatGuest(eventUuid, token, guestId, seatId),
    onSettled: () => refresh(),
  })
}

export function useOwnerUnseatGuest(eventUuid: string, token: string) {
  const refresh = useRefreshOwnerPage(eventUuid, token)
  return useMutation({
    mutationFn: (guestId: string) => ownerUnseatGuest(eventUuid, token, guestId),
    onSuccess: () => refresh(),
  })
}
