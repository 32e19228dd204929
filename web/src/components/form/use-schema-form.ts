import { useCallback, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react'
import type { FormSchema } from './form-schema'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { fieldErrorsOfIssues } from './field-errors'
import { useFieldErrors } from './use-field-errors'

type SchemaFormOptions<Values, Valid> = {
  /** The shared/domain rules (see rulesSchema), or a zod schema: checked before anything is sent. */
  schema: FormSchema<Valid, Values>
  initial: Values
  /** Sends the valid values. A 422 it rejects with shows under the fields. */
  onSubmit: (values: Valid) => Promise<unknown>
  /** Any other failure; a snackbar with its message when omitted. */
  onFailure?: (error: unknown) => void
  /** Told of a server 422 once it shows under the fields: a long form may also say it where the person looks. */
  onServerInvalid?: (errors: FieldErrors) => void
}

export type SchemaForm<Values> = {
  values: Values
  setValues: Dispatch<SetStateAction<Values>>
  /** Changes one field. */
  set: <K extends keyof Values>(field: K, value: Values[K]) => void
  errors: FieldErrors
  setErrors: Dispatch<SetStateAction<FieldErrors>>
  /** The first message for a field, as the spec asks forms to show. */
  error: (field: string) => string | null
  submitting: boolean
  handleSubmit: (event?: FormEvent) => Promise<void>
}

/**
 * A form's values and messages: checked with the shared rules before sending, and a server 422
 * mapped onto the same fields, so no form copies an answer's `errors` into its state by hand.
 */
export function useSchemaForm<Values, Valid = Values>({
  schema,
  initial,
  onSubmit,
  onFailure = showFailure,
  onServerInvalid,
}: SchemaFormOptions<Values, Valid>): SchemaForm<Values> {
  const [values, setValues] = useState(initial)
  const { errors, setErrors, error, showServerErrors } = useFieldErrors()
  const [submitting, setSubmitting] = useState(false)

  const set = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value })), [])

  async function handleSubmit(event?: FormEvent) {
    event?.preventDefault()
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrorsOfIssues(parsed.error.issues))
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      await onSubmit(parsed.data)
    } catch (failure) {
      const fieldErrors = showServerErrors(failure)
      if (fieldErrors) onServerInvalid?.(fieldErrors)
      else onFailure(failure)
    } finally {
      setSubmitting(false)
    }
  }

  return { values, setValues, set, errors, setErrors, error, submitting, handleSubmit }
}

function showFailure(error: unknown) {
  showSnackbar(error instanceof Error ? error.message : 'Something went wrong. Please try again.', 'error')
}
