import { useMutation } from '@tanstack/react-query'
import { usePasswordConfirmation } from '@/components/password-confirmation/use-password-confirmation'
import type { MutationConfig } from './mutation-config'

/**
 * A sensitive action's mutation: when the server answers that the password must be confirmed
 * first, the password is asked in `confirmationDialog` (the caller renders it) and the request
 * sent once more. A closed dialog fails with PasswordConfirmationCancelled, which says nothing.
 */
export function useConfirmedMutation<TData, TVariables, TOnMutateResult = unknown>(
  send: (variables: TVariables) => Promise<TData>,
  options?: MutationConfig<TData, TVariables, TOnMutateResult>,
) {
  const { withConfirmation, dialog } = usePasswordConfirmation()
  const mutation = useMutation({ ...options, mutationFn: (variables: TVariables) => withConfirmation(() => send(variables)) })
  return { ...mutation, confirmationDialog: dialog }
}
