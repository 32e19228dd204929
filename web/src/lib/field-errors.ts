import type { FieldErrors } from '@usher/domain/validation/errors'

/** The first message for a field, as the spec asks forms to show. */
export function firstError(errors: FieldErrors, field: string): string | null {
  return errors[field]?.[0] ?? null
}

/** Drops empty entries so `Object.keys(errors).length` means "has errors". */
export function compactErrors(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {}
  for (const [field, messages] of Object.entries(errors)) if (messages.length > 0) result[field] = messages
  return result
}
