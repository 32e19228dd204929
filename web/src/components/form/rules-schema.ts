import type { FieldErrors } from '@usher/domain/validation/errors'
import { checkField, type Rule } from '@usher/domain/validation/rules'
import type { FormIssue, FormSchema } from './form-schema'

/**
 * A form schema whose messages are the shared/domain rules' own, so a form says before sending exactly
 * what the server would answer in its 422. `check` returns the messages by field, as the server's checks do.
 * It is zod's shape (safeParse) without zod: the sign-in page's first load does not carry a validation library
 * for rules it already has (issue 31's 150 kB).
 */
export function rulesSchema<T extends object>(check: (values: T) => FieldErrors): FormSchema<T, T> {
  return {
    safeParse(values: T) {
      // Values come from the form's own state; anything else is a programming error, refused like zod refuses it.
      if (typeof values !== 'object' || values === null) return { success: false, error: { issues: [{ path: [], message: 'The form has no values.' }] } }
      const issues: FormIssue[] = Object.entries(check(values)).flatMap(([field, messages]) => messages.map((message) => ({ path: field.split('.'), message })))
      return issues.length === 0 ? { success: true, data: values } : { success: false, error: { issues } }
    },
  }
}

/** The check of fields that each follow a list of shared rules under their label ("First name"). */
export function fieldRules<T extends object>(fields: { [K in keyof T & string]?: readonly [label: string, rules: readonly Rule[]] }): (
  values: T,
) => FieldErrors {
  return (values) => {
    const errors: FieldErrors = {}
    for (const [field, spec] of Object.entries(fields) as [keyof T & string, readonly [string, readonly Rule[]]][]) {
      const messages = checkField(values[field], spec[0], spec[1])
      if (messages.length > 0) errors[field] = messages
    }
    return errors
  }
}
