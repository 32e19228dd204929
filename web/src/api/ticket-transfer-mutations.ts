import { useMutation, useQueryClient } from '@tanstack/react-query'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'
import type { CommandResult } from '@/api/pagination'
import { passKeys } from '@/api/passes'
import { answerOffer, cancelTransfer, decideTransfer, requestTransfer, ticketTransferKeys, type NewHolder, type PassTransfer } from '@/api/ticket-transfers'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/** The pass's transfer as a command answered it; a transfer that took effect at once retires this pass, which the page then reads again. */
function useRememberPassTransfer(token: string) {
  const queryClient = useQueryClient()
  return (state: PassTransfer) => {
    queryClient.setQueryData(ticketTransferKeys.ofPass(token), state)
    if (state.transfer?.status === 'completed') void queryClient.invalidateQueries({ queryKey: passKeys.public(token) })
  }
}

/** A guest hands their ticket on from their pass. */
export function useRequestTransfer(token: string, config?: MutationConfig<PassTransfer, NewHolder>) {
  const remember = useRememberPassTransfer(token)
  return useMutation({
    mutationFn: (holder: NewHolder) => requestTransfer(token, holder).then((result) => result.data),
    ...withCacheWork(config, (state) => {
      remember(state)
    }),
  })
}

/** A guest takes back a transfer not yet accepted. */
export function useCancelTransfer(token: string, config?: MutationConfig<PassTransfer, void>) {
  const remember = useRememberPassTransfer(token)
  return useMutation({
    mutationFn: () => cancelTransfer(token).then((result) => result.data),
    ...withCacheWork(config, (state) => {
      remember(state)
    }),
  })
}

/** The new holder accepts or declines; the offer page shows the offer as answered. */
export function useAnswerTransferOffer(token: string, lang: string | null = null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerOffer(token, choice, lang),
    onSuccess: (result) => queryClient.setQueryData(ticketTransferKeys.offer(token, lang), result.data),
  })
}

type Decision = 'approve' | 'reject'

/** The organiser approves or rejects a transfer waiting for them; the event's transfer lists are read again. */
export function useDecideTransfer(eventUuid: string, transferId: string, config?: MutationConfig<CommandResult<unknown>, Decision>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (decision: Decision) => decideTransfer(eventUuid, transferId, decision),
    ...withCacheWork(config, () => {
      void queryClient.invalidateQueries({ queryKey: ticketTransferKeys.ofEvent(eventUuid) })
    }),
    onError: (failure) => showSnackbar(failure instanceof Error ? failure.message : 'The transfer could not be decided.', 'error'),
  })
}
