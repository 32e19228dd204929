import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fittedView, EMPTY_PLAN_BOX } from './viewport'
import { openingView, parseSavedView, ViewMemory } from './view-memory'

// The view a tab remembers per plan: read back on a reload at the same size, ignored when unsound.

class MemoryStorage {
  readonly items = new Map<string, string>()
  writes = 0
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.writes++
    this.items.set(key, value)
  }
}

describe('parseSavedView', () => {
  it('reads a sound entry and refuses broken, partial or out-of-range ones', () => {
    expect(parseSavedView('{"x":10,"y":-4,"scale":1.5,"w":800,"h":600}')).toEqual({ x: 10, y: -4, scale: 1.5, w: 800, h: 600 })
    expect(parseSavedView(null)).toBeNull()
    expect(parseSavedView('not json')).toBeNull()
    expect(parseSavedView('null')).toBeNull()
    expect(parseSavedView('{"x":10,"y":-4,"scale":1.5}')).toBeNull()
    expect(parseSavedView('{"x":"10","y":-4,"scale":1.5,"w":800,"h":600}')).toBeNull()
    expect(parseSavedView('{"x":10,"y":-4,"scale":80,"w":800,"h":600}')).toBeNull()
  })
})

describe('openingView', () => {
  const saved = { x: 12, y: 34, scale: 0.5, w: 800, h: 600 }
  const content = { minX: 0, minY: 0, maxX: 2000, maxY: 1000 }

  it('a reload at the same stage size comes back to the remembered view', () => {
    expect(openingView(saved, { width: 800, height: 600 }, content)).toEqual({ x: 12, y: 34, scale: 0.5 })
  })

  it('any other size, or no memory, fits the plan (or the origin of an empty plan)', () => {
    expect(openingView(saved, { width: 1024, height: 600 }, content)).toEqual(fittedView(content, { width: 1024, height: 600 }))
    expect(openingView(null, { width: 800, height: 600 }, null)).toEqual(fittedView(EMPTY_PLAN_BOX, { width: 800, height: 600 }))
  })
})

describe('ViewMemory', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('writes once after a burst of view changes, the last view with the stage size', () => {
    const storage = new MemoryStorage()
    const memory = new ViewMemory('plan-view:e1', storage)
    for (let x = 0; x < 20; x++) memory.remember({ x, y: 0, scale: 1 }, { width: 800, height: 600 })
    expect(storage.writes).toBe(0)
    vi.runAllTimers()
    expect(storage.writes).toBe(1)
    expect(memory.read()).toEqual({ x: 19, y: 0, scale: 1, w: 800, h: 600 })
  })

  it('a plan closed before the write saves nothing; a storage that throws loses only the memory', () => {
    const storage = new MemoryStorage()
    const memory = new ViewMemory('plan-view:e1', storage)
    memory.remember({ x: 1, y: 2, scale: 1 }, { width: 800, height: 600 })
    memory.dispose()
    vi.runAllTimers()
    expect(storage.writes).toBe(0)
    const broken = new ViewMemory('k', {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
    })
    expect(broken.read()).toBeNull()
    broken.remember({ x: 1, y: 2, scale: 1 }, { width: 800, height: 600 })
    expect(() => vi.runAllTimers()).not.toThrow()
  })
})
