import type { FormIssue } from './form-schema'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { isApiError } from '@/lib/api-error'

/** The key of a message about the whole form rather than one field. */
export const FORM_ERROR_KEY = 'form'

/** A failed check (rulesSchema's or zod's) as the server's 422 says it: messages by field, the path joined with dots (`to.email`). */
export function fieldErrorsOfIssues(issues: readonly FormIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : FORM_ERROR_KEY
    ;(errors[field] ??= []).push(issue.message)
  }
  return errors
}

/** The fields' messages of a server 422, without empty entries; null for any other failure. */
export function validationErrorsOf(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 422) return null
  const errors: FieldErrors = {}
  for (const [field, messages] of Object.entries(error.errors)) if (messages.length > 0) errors[field] = messages
  // A 422 that names no field still says what was wrong: it belongs to the form.
  return Object.keys(errors).length > 0 ? errors : { [FORM_ERROR_KEY]: [error.message] }
}

/** The message a refusal gives for one field, or null (no answer, or one about other fields). */
export function fieldErrorOf(error: unknown, field: string): string | null {
  return isApiError(error) ? (error.errors[field]?.[0] ?? null) : null
}

/**
 * A failed request told in one line, for a form with a single place to say it: what the refusal says
 * about `field` (or about any field, when it names another), else the answer's own message; `fallback`
 * for a failure that is no answer at all (the network, a bug).
 */
export function failureMessageOf(error: unknown, options: { field?: string; fallback?: string } = {}): string {
  if (isApiError(error))
    return (
      (options.field ? fieldErrorOf(error, options.field) : null) ?? Object.values(error.errors).find((messages) => messages.length > 0)?.[0] ?? error.message
    )
  return options.fallback ?? (error instanceof Error ? error.message : 'Something went wrong. Please try again.')
}
