import { describe, expect, it } from 'vitest'
import { isFiltered, parseCommunicationsSearch } from './communications-search'

// The communications list's filters come from the URL, which anyone can type or share: what the server would refuse is dropped.
describe('the communications list search', () => {
  it('keeps the filters the server takes', () => {
    expect(parseCommunicationsSearch({ q: 'gala', status: 'sent', from: '2026-11-01', to: '2026-11-30', page: '3' })).toEqual({
      q: 'gala',
      status: 'sent',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    })
  })

  it('drops an unknown state, a day that does not exist, a range that ends before it starts, and page 1 or less', () => {
    expect(parseCommunicationsSearch({ status: 'archived', from: '2026-02-30', to: '2026-13-01', page: '1' })).toEqual({})
    expect(parseCommunicationsSearch({ from: '2026-11-20', to: '2026-11-01' })).toEqual({ from: '2026-11-20' })
    expect(parseCommunicationsSearch({ q: '   ', page: '2.5' })).toEqual({})
    expect(parseCommunicationsSearch({ q: ['a'], status: { value: 'sent' } })).toEqual({})
  })

  it('says whether anything narrows the list (a page alone does not)', () => {
    expect(isFiltered({ page: 4 })).toBe(false)
    expect(isFiltered({ status: 'draft' })).toBe(true)
    expect(isFiltered({ to: '2026-11-30' })).toBe(true)
  })
})
