import { describe, expect, it } from 'vitest'
import { formatBytes } from './format-bytes'

describe('formatBytes', () => {
  it('writes sizes in powers of 1024, one decimal below ten', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(1023)).toBe('1,023 bytes')
    expect(formatBytes(1024)).toBe('1 KB')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(56 * 1024)).toBe('56 KB')
    expect(formatBytes(1.2 * 1024 ** 2)).toBe('1.2 MB')
    expect(formatBytes(5 * 1024 ** 5)).toBe('5,120 TB')
  })
})
