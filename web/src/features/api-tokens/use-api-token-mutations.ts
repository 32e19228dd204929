import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiTokenKeys, createApiToken, revokeApiToken, type ApiToken, type NewApiToken } from '@/api/api-tokens'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { isPasswordConfirmationCancelled, usePasswordConfirmation } from '@/components/password-confirmation/use-password-confirmation'

/**
 * Creates a token; 422 errors are left to the dialog to show under its fields. A new token is a
 * sensitive action: when the sign-in is not recent the password is asked again, in
 * `confirmationDialog`, which the caller renders.
 */
export function useCreateApiToken() {
  const queryClient = useQueryClient()
  const { withConfirmation, dialog } = usePasswordConfirmation()
  const mutation = useMutation({
    mutationFn: (input: NewApiToken) => withConfirmation(() => createApiToken(input)).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
    onError: (error) => {
      // Cast: a cancelled confirmation is an Error too, so the guard would narrow what follows to nothing.
      if (isPasswordConfirmationCancelled(error as unknown)) return
      if (!isApiError(error) || error.status !== 422) showSnackbar(error.message, 'error')
    },
  })
  return { ...mutation, confirmationDialog: dialog }
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: ApiToken) => revokeApiToken(token.id),
    onSuccess: (_result, token) => {
      showSnackbar(`${token.name} was revoked. Integrations using it stop working now.`, 'success')
      return queryClient.invalidateQueries({ queryKey: apiTokenKeys.all })
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}
