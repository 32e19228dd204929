import { describe, expect, it } from 'vitest'
import { exactTime, fromLocalInput, toLocalInput } from './audit-time'

// The audit log's time filters: a minute on the event's clock, the end of a range taking in the whole minute.

describe('audit-log times', () => {
  it('an instant as the minute the event’s clock showed, and back; an end of range takes the whole minute', () => {
    expect(toLocalInput('2026-11-21T00:04:30Z', 'America/New_York')).toBe('2026-11-20T19:04')
    const start = fromLocalInput('2026-11-20T19:04', 'start', 'America/New_York')!
    const end = fromLocalInput('2026-11-20T19:04', 'end', 'America/New_York')!
    expect(new Date(start).toISOString()).toBe('2026-11-21T00:04:00.000Z')
    expect(new Date(end).getTime() - new Date(start).getTime()).toBeGreaterThanOrEqual(59_000)
    expect(new Date(end).getTime() - new Date(start).getTime()).toBeLessThan(60_000)
  })

  it('empty or broken values give nothing rather than a wrong time', () => {
    expect(toLocalInput(undefined)).toBe('')
    expect(toLocalInput('garbage')).toBe('')
    expect(fromLocalInput('', 'start')).toBeUndefined()
    expect(fromLocalInput('garbage', 'end')).toBeUndefined()
  })

  it('in the browser’s zone an end of range also ends at the minute’s last millisecond', () => {
    const end = new Date(fromLocalInput('2026-11-20T19:04', 'end')!)
    expect([end.getSeconds(), end.getMilliseconds()]).toEqual([59, 999])
    expect(toLocalInput(end.toISOString())).toBe('2026-11-20T19:04')
  })

  it('an exact time is labelled with its zone; a value that is not a time is shown as it came', () => {
    expect(exactTime('2026-11-21T00:04:05Z', 'America/New_York')).toMatch(/Nov 20, 2026.*7:04:05.*PM.*EST/)
    expect(exactTime('not a time')).toBe('not a time')
  })
})
