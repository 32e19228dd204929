// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSnackbar } from '@/components/feedback/snackbar-store'
import { ApiError } from '@/lib/api-error'
import { onShownFields, useFieldErrors } from './use-field-errors'

// The messages of a form that is no fit for <Form>: a server 422 lands under its fields through this one hook.

const refusal = (errors: Record<string, string[]>, message = 'The given data was invalid.') => new ApiError(422, message, 'validation_failed', errors)

describe('useFieldErrors', () => {
  it('puts a 422 under its fields and answers with its messages; any other failure touches no field', () => {
    const { result } = renderHook(() => useFieldErrors())
    let shown: unknown
    act(() => void (shown = result.current.showServerErrors(refusal({ name: ['The name is required.'], note: [] }))))
    expect(shown).toEqual({ name: ['The name is required.'] })
    expect(result.current.error('name')).toBe('The name is required.')
    act(() => void (shown = result.current.showServerErrors(new ApiError(409, 'Someone else changed it.'))))
    expect(shown).toBeNull()
    expect(result.current.errors).toEqual({ name: ['The name is required.'] })
    act(() => result.current.clear())
    expect(result.current.errors).toEqual({})
  })

  it('with the fields a form shows, a message about any other field goes under the form', () => {
    const { result } = renderHook(() => useFieldErrors(['name']))
    act(() => void result.current.showServerErrors(refusal({ name: ['Too long.'], audience: ['Choose who gets it.'] })))
    expect(result.current.error('name')).toBe('Too long.')
    expect(result.current.error('form')).toBe('Choose who gets it.')
  })

  it('showFailure: a 422 under its fields, anything else (and a 422 naming no field) in an error snackbar', () => {
    const notice = renderHook(() => useSnackbar())
    const { result } = renderHook(() => useFieldErrors())
    act(() => result.current.showFailure(refusal({ email: ['Enter an email address.'] })))
    expect(result.current.error('email')).toBe('Enter an email address.')
    expect(notice.result.current).toBeNull()
    act(() => result.current.showFailure(new ApiError(503, 'The server is busy.')))
    expect(notice.result.current).toMatchObject({ color: 'error', content: 'The server is busy.' })
    act(() => result.current.showFailure(refusal({}, 'The event has ended.')))
    expect(notice.result.current).toMatchObject({ color: 'error', content: 'The event has ended.' })
    act(() => result.current.showFailure('weird', 'The theme could not be saved.'))
    expect(notice.result.current).toMatchObject({ content: 'The theme could not be saved.' })
  })
})

describe('onShownFields', () => {
  it('keeps the shown fields and gathers the rest under the form, in order', () => {
    expect(onShownFields({ name: ['A'], x: ['B'], y: ['C'] }, ['name'])).toEqual({ name: ['A'], form: ['B', 'C'] })
  })
})
