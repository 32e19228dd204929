import type { FieldErrors } from '@usher/domain/validation/errors'
import { showSnackbar, showValidationNotice } from '@/components/feedback/snackbar-store'
import { validationErrorsOf } from './field-errors'

/**
 * A refused save of a page or card with many fields: a 422 goes under its fields (`showOnFields`) and
 * the validation notice names what to fix (the fields may be out of sight); anything else is an error
 * snackbar, `fallback` when it is no answer at all.
 */
export function reportSaveFailure(
  failure: unknown,
  { showOnFields, fallback = 'The changes could not be saved.' }: { showOnFields?: (errors: FieldErrors) => void; fallback?: string } = {},
) {
  const found = validationErrorsOf(failure)
  if (found) {
    showOnFields?.(found)
    showValidationNotice(found)
    return
  }
  showSnackbar(failure instanceof Error ? failure.message : fallback, 'error')
}
