import { useCreateApiTokenMutation, useRevokeApiTokenMutation } from '@/api/api-tokens'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { isPasswordConfirmationCancelled } from '@/components/password-confirmation/use-password-confirmation'

/**
 * Creates a token; 422 errors are left to the dialog to show under its fields. A new token is a
 * sensitive action: when the sign-in is not recent the password is asked again, in
 * `confirmationDialog`, which the caller renders.
 */
export function useCreateApiToken() {
  return useCreateApiTokenMutation({
    onError: (error) => {
      // Cast: a cancelled confirmation is an Error too, so the guard would narrow what follows to nothing.
      if (isPasswordConfirmationCancelled(error as unknown)) return
      if (!isApiError(error) || error.status !== 422) showSnackbar(error.message, 'error')
    },
  })
}

export function useRevokeApiToken() {
  return useRevokeApiTokenMutation({
    onSuccess: (_result, token) => showSnackbar(`${token.name} was revoked. Integrations using it stop working now.`, 'success'),
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}
