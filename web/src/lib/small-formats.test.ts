import { describe, expect, it } from 'vitest'
import { formatCount, plural } from './counts'
import { asLatestRequest, SUPERSEDED_MESSAGE } from './latest-request'
import { readableTextColor } from './readable-text-color'
import { TAG_COLORS } from '@usher/domain/constants/tag-colors'

// The dashboard's small helpers that every screen leans on.

describe('formatCount and plural', () => {
  it('writes counts with thousands separators and the word that agrees', () => {
    expect(formatCount(12345)).toBe('12,345')
    expect(plural(1, 'group', 'groups')).toBe('1 group')
    expect(plural(0, 'group', 'groups')).toBe('0 groups')
    expect(plural(2500, 'guest', 'guests')).toBe('2,500 guests')
  })
})

describe('readableTextColor', () => {
  it('puts black on light colours and white on dark ones', () => {
    expect(readableTextColor('#ffffff')).toBe('#000000')
    expect(readableTextColor('#fde047')).toBe('#000000')
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff')
    expect(readableTextColor('#000000')).toBe('#ffffff')
  })

  // The palette's answers as colord's a11y plugin gave them before the contrast sums were written here (issue 31).
  const COLORD_ANSWERS: Record<string, '#ffffff' | '#000000'> = {
    '#2D4CD7': '#ffffff',
    '#0EA5E9': '#000000',
    '#06B6D4': '#000000',
    '#14B8A6': '#000000',
    '#10B981': '#000000',
    '#22C55E': '#000000',
    '#84CC16': '#000000',
    '#CA8A04': '#000000',
    '#F59E0B': '#000000',
    '#F97316': '#000000',
    '#EF4444': '#000000',
    '#E11D48': '#ffffff',
    '#EC4899': '#000000',
    '#D946EF': '#000000',
    '#A855F7': '#000000',
    '#7C3AED': '#ffffff',
    '#6366F1': '#000000',
    '#78716C': '#ffffff',
    '#64748B': '#ffffff',
    '#1F2937': '#ffffff',
  }

  it('answers every colour of the tag palette as colord did', () => {
    const palette = TAG_COLORS.filter((color) => color !== '')
    expect(Object.fromEntries(palette.map((color) => [color, readableTextColor(color)]))).toEqual(COLORD_ANSWERS)
  })

  it('reads short, upper-case and translucent hex alike, and puts white on what it cannot read', () => {
    expect(readableTextColor('#FFF')).toBe(readableTextColor('#ffffff'))
    expect(readableTextColor('#fde047cc')).toBe(readableTextColor('#fde047'))
    expect(readableTextColor('#0008')).toBe('#ffffff')
    expect(readableTextColor('tomato')).toBe('#ffffff')
    expect(readableTextColor('')).toBe('#ffffff')
  })
})

describe('asLatestRequest', () => {
  it('a newer request of the same channel cancels the older one with the spec’s message', async () => {
    let release: (value: string) => void = () => {}
    const older = asLatestRequest(
      'guests',
      undefined,
      (signal) =>
        new Promise<string>((resolve, reject) => {
          release = resolve
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const newer = asLatestRequest('guests', undefined, async () => 'newer')
    await expect(older).rejects.toMatchObject({ name: 'AbortError', message: SUPERSEDED_MESSAGE })
    await expect(newer).resolves.toBe('newer')
    release('too late')
  })

  it('requests of other channels run side by side', async () => {
    const first = asLatestRequest('a', undefined, async () => 1)
    const second = asLatestRequest('b', undefined, async () => 2)
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2])
  })

  it('the caller’s own signal still cancels', async () => {
    const caller = new AbortController()
    const request = asLatestRequest('c', caller.signal, (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))))
    caller.abort(new DOMException('gone', 'AbortError'))
    await expect(request).rejects.toMatchObject({ message: 'gone' })
  })
})
