import { describe, expect, it } from 'vitest'
import { formatCount, plural } from './counts'
import { asLatestRequest, SUPERSEDED_MESSAGE } from './latest-request'
import { readableTextColor } from './readable-text-color'

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
