import { describe, expect, it } from 'vitest'
import { email, maxLength, required } from '@usher/domain/validation/rules'
import { fieldRules, rulesSchema } from './rules-schema'
import { fieldErrorsOfIssues } from './field-errors'

// The form says before sending what the server's checks would answer: the same rules, the same words.

type Guest = { first_name: string; email: string; note?: string }
const check = fieldRules<Guest>({ first_name: ['First name', [required, maxLength(5)]], email: ['Email', [required, email]] })

describe('fieldRules and rulesSchema', () => {
  it('checks each listed field under its label and leaves the others alone', () => {
    const errors = check({ first_name: '', email: 'nope', note: 'x'.repeat(1000) })
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name'])
    expect(errors.first_name![0]).toMatch(/first name/i)
    expect(check({ first_name: 'Ana', email: 'ana@example.com' })).toEqual({})
  })

  it('the schema fails with the rules’ own messages by field, and passes sound values through unchanged', () => {
    const schema = rulesSchema(check)
    const bad = schema.safeParse({ first_name: 'Bartholomew', email: '' })
    if (bad.success) throw new Error('expected the check to fail')
    expect(fieldErrorsOfIssues(bad.error.issues)).toEqual(check({ first_name: 'Bartholomew', email: '' }))
    const good = { first_name: 'Ana', email: 'ana@example.com' }
    expect(schema.safeParse(good)).toEqual({ success: true, data: good })
  })

  it('a dotted field name becomes a nested path, which reads back as the same name', () => {
    const schema = rulesSchema<{ to: { email: string } }>(() => ({ 'to.email': ['Enter an email address.'] }))
    const result = schema.safeParse({ to: { email: '' } })
    if (result.success) throw new Error('expected the check to fail')
    expect(result.error.issues[0]!.path).toEqual(['to', 'email'])
    expect(fieldErrorsOfIssues(result.error.issues)).toEqual({ 'to.email': ['Enter an email address.'] })
  })

  it('anything but an object is refused', () => {
    expect(rulesSchema(check).safeParse(null as unknown as Guest).success).toBe(false)
  })
})
