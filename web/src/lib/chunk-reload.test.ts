// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadForStaleChunk } from './chunk-reload'

// After a deploy the tab's old chunks are gone: it reloads, but never in a loop.

describe('isChunkLoadError', () => {
  it('knows each browser’s words for a missing dynamic import, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true)
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false)
  })
})

describe('reloadForStaleChunk', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
    sessionStorage.clear()
  })

  it('reloads once, then not again within the minute, then again after it', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z'), toFake: ['Date'] })
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    expect(reloadForStaleChunk()).toBe(true)
    expect(reloadForStaleChunk()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.setSystemTime(new Date('2026-05-01T10:01:01Z'))
    expect(reloadForStaleChunk()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
