// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSnackbar } from '@/components/feedback/snackbar-store'
import { ApiError } from '@/lib/api-error'
import { handleSaveError } from './handle-save-error'

// A failed save of the event: a 422 goes under the fields (and a notice says so); anything else is a snackbar.

describe('handleSaveError', () => {
  it('a 422 puts the messages under their fields and names them in an error notice', () => {
    const notice = renderHook(() => useSnackbar())
    let fields = {}
    act(() => handleSaveError(new ApiError(422, 'Invalid.', 'validation_failed', { name: ['The name is required.'] }), (errors) => (fields = errors)))
    expect(fields).toEqual({ name: ['The name is required.'] })
    expect(notice.result.current).toMatchObject({ color: 'error', content: expect.stringContaining('The name is required.') })
  })

  it('any other failure says its message in an error snackbar and touches no field', () => {
    const notice = renderHook(() => useSnackbar())
    let touched = false
    act(() => handleSaveError(new ApiError(409, 'Someone else changed the event.'), () => (touched = true)))
    expect(touched).toBe(false)
    expect(notice.result.current).toMatchObject({ color: 'error', content: 'Someone else changed the event.' })
    act(() => handleSaveError('weird', () => undefined))
    expect(notice.result.current?.content).toBe('The event could not be saved.')
  })
})
