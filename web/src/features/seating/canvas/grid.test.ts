import { describe, expect, it } from 'vitest'
import { GRID, snapToGrid } from './grid'

describe('snapToGrid', () => {
  it('rounds to the nearest grid line when snapping, and leaves the value alone when not', () => {
    expect(snapToGrid(GRID * 2 + GRID / 2 - 0.01, true)).toBe(GRID * 2)
    expect(snapToGrid(-GRID * 0.6, true)).toBe(-GRID)
    expect(snapToGrid(17.3, false)).toBe(17.3)
  })
})
