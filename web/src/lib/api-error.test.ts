import { describe, expect, it } from 'vitest'
import { ApiError, errorStatus, isApiError } from './api-error'
import { IDLE_SIGN_OUT_MESSAGE, isIdleSignOut, signedOutSearch } from './idle-sign-out'
import { compactErrors, firstError } from './field-errors'

// How the dashboard tells one failed call from another: by status and stable code, never by message.

describe('ApiError', () => {
  it('carries status, code, the fields’ messages and data; a 422 is a validation failure', () => {
    const error = new ApiError(422, 'The given data was invalid.', 'validation_failed', { email: ['Enter an email address.'] }, { hint: 1 })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'ApiError', status: 422, code: 'validation_failed', errors: { email: ['Enter an email address.'] }, data: { hint: 1 } })
    expect(error.isValidation).toBe(true)
    expect(new ApiError(409, 'Taken').isValidation).toBe(false)
  })

  it('anything that is not an ApiError counts as a server failure', () => {
    expect(isApiError(new ApiError(404, 'Not found'))).toBe(true)
    expect(isApiError(new Error('network'))).toBe(false)
    expect(isApiError({ status: 404 })).toBe(false)
    expect(errorStatus(new ApiError(403, 'No'))).toBe(403)
    expect(errorStatus(new TypeError('Failed to fetch'))).toBe(500)
  })
})

describe('an idle sign-out', () => {
  it('is a 401 with the session_idle code, and sends the login page a reason to explain it', () => {
    const idle = new ApiError(401, 'Signed out', 'session_idle')
    expect(isIdleSignOut(idle)).toBe(true)
    expect(signedOutSearch(idle)).toEqual({ reason: 'idle' })
    expect(isIdleSignOut(new ApiError(401, 'Signed out', 'unauthenticated'))).toBe(false)
    expect(isIdleSignOut(new ApiError(403, 'No', 'session_idle'))).toBe(false)
    expect(signedOutSearch(new Error('x'))).toEqual({})
    expect(IDLE_SIGN_OUT_MESSAGE).toMatch(/inactivity/)
  })
})

describe('field errors', () => {
  it('shows the first message of a field, and drops fields without messages', () => {
    const errors = { email: ['Enter an email address.', 'Too long.'], name: [] }
    expect(firstError(errors, 'email')).toBe('Enter an email address.')
    expect(firstError(errors, 'name')).toBeNull()
    expect(firstError(errors, 'phone')).toBeNull()
    expect(compactErrors(errors)).toEqual({ email: ['Enter an email address.', 'Too long.'] })
  })
})
