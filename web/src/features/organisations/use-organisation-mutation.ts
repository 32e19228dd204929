import { useOrganisationChange } from '@/api/organisations'
import { useFieldErrors } from '@/components/form/use-field-errors'

/**
 * A change to the organisation: field errors (422) stay next to their fields, anything else is a
 * snackbar; on success every organisation screen reads again.
 */
export function useOrganisationMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>, onSuccess?: (result: Result) => void | Promise<void>) {
  const { errors, setErrors, showFailure } = useFieldErrors()
  const mutation = useOrganisationChange(mutationFn, {
    onMutate: () => setErrors({}),
    onSuccess: (result) => onSuccess?.(result),
    onError: (failure) => showFailure(failure),
  })
  return { mutation, errors }
}
