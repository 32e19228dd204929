// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Tooltip } from './tooltip'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function show() {
  render(
    <Tooltip content="Billing: not available yet">
      <button type="button">Billing</button>
    </Tooltip>,
  )
  return screen.getByRole('button', { name: 'Billing' })
}

describe('Tooltip', () => {
  it('shows after the pointer rests a moment, described by the trigger, and goes when the pointer leaves', () => {
    vi.useFakeTimers()
    const trigger = show()
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => vi.advanceTimersByTime(300))
    expect(screen.getByRole('tooltip').textContent).toBe('Billing: not available yet')
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id)
    expect(trigger.getAttribute('data-state')).toBe('delayed-open')
    fireEvent.pointerLeave(trigger)
    act(() => vi.advanceTimersByTime(150))
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(trigger.getAttribute('data-state')).toBe('closed')
  })

  it('stays while the pointer moves from the trigger onto the hint (WCAG 1.4.13), and goes once it leaves both', () => {
    vi.useFakeTimers()
    const trigger = show()
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(300))
    fireEvent.pointerLeave(trigger)
    fireEvent.pointerEnter(screen.getByRole('tooltip'))
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByRole('tooltip').textContent).toBe('Billing: not available yet')
    // Back onto the trigger: still shown, with no second wait.
    fireEvent.pointerLeave(screen.getByRole('tooltip'))
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.pointerLeave(trigger)
    act(() => vi.advanceTimersByTime(150))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('shows at once on a keyboard focus and goes on Escape; a press shows nothing', () => {
    const trigger = show()
    fireEvent.focus(trigger)
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.blur(trigger)
    fireEvent.pointerDown(trigger)
    fireEvent.focus(trigger)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('never opens for a touch', () => {
    vi.useFakeTimers()
    const trigger = show()
    fireEvent.pointerMove(trigger, { pointerType: 'touch' })
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
