import { describe, expect, it, vi } from 'vitest'
import { endSessionBoundWork, onSessionSwitch } from './session-switch'

describe('a change of session', () => {
  it('ends what registered for it, each time, until it stops', () => {
    const end = vi.fn()
    const stop = onSessionSwitch(end)
    endSessionBoundWork()
    endSessionBoundWork()
    stop()
    endSessionBoundWork()
    expect(end).toHaveBeenCalledTimes(2)
  })

  it('closes the live connection once its client has loaded, so the new session re-authenticates it', async () => {
    const { realtime } = await import('./realtime')
    const disconnect = vi.spyOn(realtime, 'disconnect')
    endSessionBoundWork()
    expect(disconnect).toHaveBeenCalledTimes(1)
  })
})
