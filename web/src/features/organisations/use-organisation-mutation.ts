import { useState } from 'react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { useOrganisationChange } from '@/api/organisations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'

/**
 * A change to the organisation: field errors (422) stay next to their fields, anything else is a
 * snackbar; on success every organisation screen reads again.
 */
export function useOrganisationMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>, onSuccess?: (result: Result) => void | Promise<void>) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = useOrganisationChange(mutationFn, {
    onMutate: () => setErrors({}),
    onSuccess: (result) => onSuccess?.(result),
    onError: (failure) => {
      if (isApiError(failure) && failure.status === 422) setErrors(failure.errors)
      else showSnackbar(failure.message, 'error')
    },
  })
  return { mutation, errors }
}
