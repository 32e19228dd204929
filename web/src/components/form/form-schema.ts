/** One message of a failed check, under the field its path names (`to.email`): zod's issues have this shape too. */
export type FormIssue = { readonly path: readonly PropertyKey[]; readonly message: string }

/**
 * What a schema form checks its values with before sending: rulesSchema (the shared rules) or any zod
 * schema, whose safeParse answers the same way.
 */
export type FormSchema<Valid, Values> = {
  safeParse(values: Values): { success: true; data: Valid } | { success: false; error: { issues: readonly FormIssue[] } }
}
