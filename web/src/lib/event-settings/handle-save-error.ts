import type { FieldErrors } from '@usher/domain/validation/errors'
import { showSnackbar, showValidationNotice } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'

/** 422: messages under the fields and the validation notice; anything else: an error snackbar. */
export function handleSaveError(error: unknown, setErrors: (errors: FieldErrors) => void) {
  if (isApiError(error) && error.status === 422) {
    setErrors(error.errors)
    showValidationNotice(error.errors)
    return
  }
  showSnackbar(error instanceof Error ? error.message : 'The event could not be saved.', 'error')
}
