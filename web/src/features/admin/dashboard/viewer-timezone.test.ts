import { describe, expect, it } from 'vitest'
import { describeTimezone, viewerTimezone } from './viewer-timezone'

describe('the viewer’s time zone', () => {
  it('is a zone the browser knows, and is described with its offset at that moment', () => {
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: viewerTimezone() })).not.toThrow()
    expect(describeTimezone('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('America/New York (GMT-5)')
    expect(describeTimezone('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('America/New York (GMT-4)')
  })
})
