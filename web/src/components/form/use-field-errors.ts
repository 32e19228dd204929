import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { FORM_ERROR_KEY, failureMessageOf, validationErrorsOf } from './field-errors'

export type FieldErrorsState = {
  errors: FieldErrors
  setErrors: Dispatch<SetStateAction<FieldErrors>>
  /** The first message for a field, as the spec asks forms to show. */
  error: (field: string) => string | null
  /**
   * Shows a server 422 under the fields it names (one naming no field under `form`) and returns its
   * messages; null for any other failure, which the screen then says in its own words.
   */
  showServerErrors: (failure: unknown) => FieldErrors | null
  /**
   * For a form with no place of its own for a message about the whole form: a 422 under its fields,
   * and anything else (a 422 naming no field too) in an error snackbar, `fallback` when it is no answer.
   */
  showFailure: (failure: unknown, fallback?: string) => void
  clear: () => void
}

/**
 * The messages of a form that is no fit for the schema <Form> (a multi-step dialog, a page that saves
 * as you type, a card whose values live elsewhere): the one place a server 422 becomes field messages,
 * so no screen copies an answer's `errors` into its state by hand. With `shownFields`, a message about
 * any other field shows under `form`, so no refusal goes unsaid.
 */
export function useFieldErrors(shownFields?: readonly string[]): FieldErrorsState {
  const [errors, setErrors] = useState<FieldErrors>({})
  const error = useCallback((field: string) => errors[field]?.[0] ?? null, [errors])
  // The fields a form shows are fixed for its life; their list may be a new array each render.
  const shown = useRef(shownFields)
  const showServerErrors = useCallback((failure: unknown) => {
    const found = validationErrorsOf(failure)
    if (found) setErrors(shown.current ? onShownFields(found, shown.current) : found)
    return found
  }, [])
  const showFailure = useCallback(
    (failure: unknown, fallback?: string) => {
      const found = showServerErrors(failure)
      const aboutTheForm = found?.[FORM_ERROR_KEY]?.[0]
      if (!found || aboutTheForm) showSnackbar(aboutTheForm ?? failureMessageOf(failure, { fallback }), 'error')
    },
    [showServerErrors],
  )
  const clear = useCallback(() => setErrors({}), [])
  return { errors, setErrors, error, showServerErrors, showFailure, clear }
}

/** A message about a field the form does not show (the server checks more than one form asks) goes under the form. */
export function onShownFields(errors: FieldErrors, shownFields: readonly string[]): FieldErrors {
  const result: FieldErrors = {}
  for (const [field, messages] of Object.entries(errors)) {
    const key = shownFields.includes(field) ? field : FORM_ERROR_KEY
    result[key] = [...(result[key] ?? []), ...messages]
  }
  return result
}
