// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSnackbar } from '@/components/feedback/snackbar-store'
import { ApiError } from '@/lib/api-error'
import { reportSaveFailure } from './report-save-failure'

// A failed save of a page with many fields: a 422 goes under the fields (and a notice says so); anything else is a snackbar.

describe('reportSaveFailure', () => {
  it('a 422 puts the messages under their fields and names them in an error notice', () => {
    const notice = renderHook(() => useSnackbar())
    let fields = {}
    act(() =>
      reportSaveFailure(new ApiError(422, 'Invalid.', 'validation_failed', { name: ['The name is required.'] }), {
        showOnFields: (errors) => (fields = errors),
      }),
    )
    expect(fields).toEqual({ name: ['The name is required.'] })
    expect(notice.result.current).toMatchObject({ color: 'error', content: expect.stringContaining('The name is required.') })
  })

  it('any other failure says its message in an error snackbar and touches no field', () => {
    const notice = renderHook(() => useSnackbar())
    let touched = false
    act(() => reportSaveFailure(new ApiError(409, 'Someone else changed the event.'), { showOnFields: () => (touched = true) }))
    expect(touched).toBe(false)
    expect(notice.result.current).toMatchObject({ color: 'error', content: 'Someone else changed the event.' })
    act(() => reportSaveFailure('weird', { fallback: 'The event could not be saved.' }))
    expect(notice.result.current?.content).toBe('The event could not be saved.')
  })

  it('a 422 that names no field still says what was wrong, under the form', () => {
    const notice = renderHook(() => useSnackbar())
    let fields = {}
    act(() => reportSaveFailure(new ApiError(422, 'The event has ended.'), { showOnFields: (errors) => (fields = errors) }))
    expect(fields).toEqual({ form: ['The event has ended.'] })
    expect(notice.result.current).toMatchObject({ color: 'error', content: 'The event has ended.' })
  })
})
