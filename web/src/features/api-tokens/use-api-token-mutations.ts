import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiTokenKeys, createApiToken, revokeApiToken, type ApiToken, type NewApiToken } from '@/api/api-tokens'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'

/** Creates a token; 422 errors are left to the dialog to show under its fields. */
export function useCreateApiToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewApiToken) => createApiToken(input).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) showSnackbar(error.message, 'error')
    },
  })
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
