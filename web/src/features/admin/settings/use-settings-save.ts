import { useState } from 'react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { useSaveSettings, type AdminSettings } from '@/api/instance'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { compactErrors } from '@/lib/field-errors'
import { isApiError } from '@/lib/api-error'

/** Saving one settings card: the server's 422 messages under their fields, anything else in a snackbar. */
export function useSettingsSave<Input>(save: (input: Input) => Promise<AdminSettings>, savedMessage: string) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = useSaveSettings(save, {
    onSuccess: () => {
      setErrors({})
      showSnackbar(savedMessage, 'success')
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setErrors(compactErrors(error.errors))
      else showSnackbar(isApiError(error) ? error.message : 'The settings could not be saved. Try again.', 'error')
    },
  })
  return { save: mutation.mutate, saving: mutation.isPending, errors, setErrors }
}
