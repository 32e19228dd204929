import { describe, expect, it } from 'vitest'
import { heightInWindow, rowWindowOf, viewOf } from './use-fixed-row-window'

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

  it('first paints the part of the list the window shows: below the fold, above it, or all of it', () => {
    // A 676 px list starting 620 px down a 900 px window: 280 px of it show.
    expect(heightInWindow(620, 676, 900)).toBe(280)
    // Its top above the window's or below its bottom: the whole list, as before.
    expect(heightInWindow(-200, 676, 900)).toBe(676)
    expect(heightInWindow(1000, 676, 900)).toBe(676)
    expect(heightInWindow(0, 1200, 900)).toBe(900)
  })
})
