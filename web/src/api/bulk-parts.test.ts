import { describe, expect, it } from 'vitest'
import { MAX_BULK_GUESTS } from '@usher/domain/constants/bulk'
import { inBulkParts } from './bulk-parts'

// A bulk change on more guests than one request takes: sent in parts, the answers added up.

describe('inBulkParts', () => {
  it('sends up to the limit in one request, as it is', async () => {
    const ids = Array.from({ length: MAX_BULK_GUESTS }, (_, i) => `g${i}`)
    const parts: string[][] = []
    const result = await inBulkParts(ids, async (part) => (parts.push(part), { data: { updated: part.length }, position: '7' }))
    expect(parts).toEqual([ids])
    expect(result).toEqual({ data: { updated: MAX_BULK_GUESTS }, position: '7' })
  })

  it('past the limit, sends part after part in order, summing counts, joining lists and keeping the last position', async () => {
    const ids = Array.from({ length: MAX_BULK_GUESTS * 2 + 3 }, (_, i) => `g${i}`)
    const parts: string[][] = []
    let position = 0
    const result = await inBulkParts(ids, async (part) => {
      parts.push(part)
      position++
      return { data: { updated: part.length, skipped: [part[0]!], label: `part ${position}` }, position: position === 3 ? undefined : String(position) }
    })
    expect(parts.map((p) => p.length)).toEqual([MAX_BULK_GUESTS, MAX_BULK_GUESTS, 3])
    expect(parts.flat()).toEqual(ids)
    expect(result.data).toEqual({ updated: ids.length, skipped: ['g0', `g${MAX_BULK_GUESTS}`, `g${MAX_BULK_GUESTS * 2}`], label: 'part 3' })
    expect(result.position).toBe('2')
  })

  it('a part that fails stops the rest', async () => {
    const ids = Array.from({ length: MAX_BULK_GUESTS + 1 }, (_, i) => `g${i}`)
    let sent = 0
    await expect(
      inBulkParts(ids, async () => {
        sent++
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(sent).toBe(1)
  })
})
