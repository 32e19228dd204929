import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { instanceKeys, type AdminSettings } from '@/api/instance'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { compactErrors } from '@/lib/field-errors'
import { isApiError } from '@/lib/api-error'

/**
 * Saving one settings card: the server's 422 messages under their fields, anything else in a
 * snackbar; on success the page and every screen reading the instance (the Support link, the
 * sign-up page) see the new values at once.
 */
export function useSettingsSave<Input>(save: (input: Input) => Promise<AdminSettings>, savedMessage: string) {
  const queryClient = useQueryClient()
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (settings) => {
      setErrors({})
      queryClient.setQueryData(instanceKeys.adminSettings, settings)
      void queryClient.invalidateQueries({ queryKey: instanceKeys.public, exact: true })
      showSnackbar(savedMessage, 'success')
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setErrors(compactErrors(error.errors))
      else showSnackbar(isApiError(error) ? error.message : 'The settings could not be saved. Try again.', 'error')
    },
  })
  return { save: mutation.mutate, saving: mutation.isPending, errors, setErrors }
}
