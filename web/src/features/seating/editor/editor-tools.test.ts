import { describe, expect, it } from 'vitest'
import { parseAisles } from './editor-tools'

describe('parseAisles', () => {
  it('reads the aisle positions a person typed, in order, once each, inside the row', () => {
    expect(parseAisles('10, 5 5', 20)).toEqual([5, 10])
    expect(parseAisles('0, 20, 25, x, -3, 7', 20)).toEqual([7])
    expect(parseAisles('', 20)).toEqual([])
  })
})
