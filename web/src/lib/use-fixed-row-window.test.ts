import { describe, expect, it } from 'vitest'
import { rowWindowOf, viewOf } from './use-fixed-row-window'

describe('the window of equal rows', () => {
  it('counts a row partly shown at either edge as in view', () => {
    expect(viewOf(0, 490, 49)).toEqual({ firstInView: 0, rowsInView: 10 })
    expect(viewOf(50, 490, 49)).toEqual({ firstInView: 1, rowsInView: 11 })
  })

  it('renders the rows in view and the overscan either side, within the count, with their offsets', () => {
    const { rows, totalSize } = rowWindowOf(100, 49, 2, { firstInView: 10, rowsInView: 3 })
    expect(rows.map((row) => row.index)).toEqual([8, 9, 10, 11, 12, 13, 14])
    expect(rows[0]).toEqual({ index: 8, start: 392, end: 441 })
    expect(totalSize).toBe(4900)
    expect(rowWindowOf(5, 49, 10, { firstInView: 0, rowsInView: 10 }).rows.map((row) => row.index)).toEqual([0, 1, 2, 3, 4])
  })

  it('renders nothing of no rows, and the last rows when scrolled past a list that shrank', () => {
    expect(rowWindowOf(0, 49, 10, { firstInView: 0, rowsInView: 10 }).rows).toEqual([])
    expect(rowWindowOf(3, 49, 1, { firstInView: 50, rowsInView: 10 }).rows.map((row) => row.index)).toEqual([1, 2])
  })
})
