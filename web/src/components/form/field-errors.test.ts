import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/lib/api-error'
import { failureMessageOf, fieldErrorOf, fieldErrorsOfIssues as fieldErrorsOf, FORM_ERROR_KEY, validationErrorsOf } from './field-errors'

// A form's messages come from two places, the schema before sending and the server's 422 after; both end up by field.

describe('fieldErrorsOfIssues', () => {
  it('joins nested paths with dots, keeps every message of a field in order, and gives path-less issues to the form', () => {
    const schema = z
      .object({ to: z.object({ email: z.string().min(3, 'Too short.').email('Not an address.') }), name: z.string().min(1, 'Required.') })
      .refine(() => false, 'Whole form.')
    const result = schema.safeParse({ to: { email: 'x' }, name: '' })
    expect(result.success).toBe(false)
    const errors = fieldErrorsOf(result.error!.issues)
    expect(errors['to.email']).toEqual(['Too short.', 'Not an address.'])
    expect(errors.name).toEqual(['Required.'])
  })

  it('an issue without a path is the form’s', () => {
    expect(fieldErrorsOf([{ code: 'custom', path: [], message: 'Something is off.', input: null } as never])).toEqual({
      [FORM_ERROR_KEY]: ['Something is off.'],
    })
  })
})

describe('validationErrorsOf', () => {
  it('a 422 gives its fields’ messages, empty fields dropped', () => {
    expect(validationErrorsOf(new ApiError(422, 'Invalid.', 'validation_failed', { email: ['Enter an email address.'], name: [] }))).toEqual({
      email: ['Enter an email address.'],
    })
  })

  it('a 422 naming no field still says what was wrong, on the form', () => {
    expect(validationErrorsOf(new ApiError(422, 'The file is too large.'))).toEqual({ [FORM_ERROR_KEY]: ['The file is too large.'] })
  })

  it('any other failure is not a validation failure', () => {
    expect(validationErrorsOf(new ApiError(409, 'Taken.'))).toBeNull()
    expect(validationErrorsOf(new Error('offline'))).toBeNull()
  })
})

describe('fieldErrorOf', () => {
  it('reads one field of a refusal, and nothing of any other failure', () => {
    const refusal = new ApiError(422, 'Invalid.', 'validation_failed', { limit: ['The limit must be at least 1.'] })
    expect(fieldErrorOf(refusal, 'limit')).toBe('The limit must be at least 1.')
    expect(fieldErrorOf(refusal, 'name')).toBeNull()
    expect(fieldErrorOf(new Error('offline'), 'limit')).toBeNull()
    expect(fieldErrorOf(null, 'limit')).toBeNull()
  })
})

describe('failureMessageOf', () => {
  const refusal = new ApiError(422, 'The given data was invalid.', 'validation_failed', { name: [], title: ['The title is too long.'] })

  it('says the named field first, then any field the refusal names, then the answer’s own message', () => {
    expect(failureMessageOf(new ApiError(422, 'Invalid.', 'validation_failed', { title: ['Too long.'], to: ['Not an address.'] }), { field: 'to' })).toBe(
      'Not an address.',
    )
    expect(failureMessageOf(refusal, { field: 'to' })).toBe('The title is too long.')
    expect(failureMessageOf(new ApiError(409, 'Someone else changed it.'), { field: 'to' })).toBe('Someone else changed it.')
  })

  it('gives the screen’s own words for a failure that is no answer, else the error’s message', () => {
    expect(failureMessageOf(new TypeError('Failed to fetch'), { fallback: 'The tab could not be saved.' })).toBe('The tab could not be saved.')
    expect(failureMessageOf(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
    expect(failureMessageOf('weird')).toBe('Something went wrong. Please try again.')
  })
})
