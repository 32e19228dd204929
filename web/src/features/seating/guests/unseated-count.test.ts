import { describe, expect, it } from 'vitest'
import type { Attendee } from '@/api/attendees'
import { unseatedOf } from './unseated-count'

const guest = (id: string) => ({ id }) as Attendee
const read = (ids: string[], total: number) => ({ guests: ids.map(guest), total })

describe('the unseated guests the floor plan panel offers', () => {
  it('are those read, less the ones the plan has seated since, and so is their count', () => {
    const { guests, total } = unseatedOf(read(['a', 'b', 'c'], 3), new Set(['b', 'x']))
    expect(guests.map((g) => g.id)).toEqual(['a', 'c'])
    expect(total).toBe(2)
  })

  it('count every unseated guest of the list when the read stopped before the last, less those seated since', () => {
    const { guests, total } = unseatedOf(read(['a', 'b'], 12_345), new Set(['a']))
    expect(guests.map((g) => g.id)).toEqual(['b'])
    expect(total).toBe(12_344)
  })

  it('never count fewer than they offer, and count none before the read', () => {
    expect(unseatedOf(read(['a', 'b'], 1), new Set()).total).toBe(2)
    expect(unseatedOf(undefined, new Set(['a']))).toEqual({ guests: [], total: 0 })
  })
})
