import { z } from 'zod'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { checkField, type Rule } from '@usher/domain/validation/rules'

/**
 * A zod schema whose messages are the shared/domain rules' own, so a form says before sending exactly
 * what the server would answer in its 422. `check` returns the messages by field, as the server's checks do.
 */
export function rulesSchema<T extends object>(check: (values: T) => FieldErrors): z.ZodType<T, T> {
  return z
    .custom<T>((value) => typeof value === 'object' && value !== null)
    .superRefine((values, context) => {
      for (const [field, messages] of Object.entries(check(values))) {
        for (const message of messages) context.addIssue({ code: 'custom', path: field.split('.'), message })
      }
    })
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
