import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ATTENDEE_FILTERS } from '@/api/attendees'
import { parseGuestListSearch, searchForRole, type GuestListSearch } from './guest-list-search'
import { listParamsOf } from './list-params'
import { searchOfTab, viewOfSearch } from '../tabs/tab-view'

// The guest list's filters live in the URL: what a shared or hand-edited link may carry, what reaches
// the server, and what a saved tab stores.

const TAG_A = '11111111-1111-4111-8111-111111111111'
const TAG_B = '22222222-2222-4222-8222-222222222222'
const FIELD = '33333333-3333-4333-8333-333333333333'

describe('parseGuestListSearch', () => {
  it('keeps what the list understands', () => {
    const search = parseGuestListSearch({
      filter: 'rsvp_yes',
      q: 'ana',
      page: '3',
      sort: '-created_at',
      per_page: '50',
      tab: TAG_A,
      tags: `${TAG_A},${TAG_B}`,
      except_tags: TAG_B,
      [`custom_fields[${FIELD}]`]: 'vegan',
      ids: TAG_A,
    })
    expect(search).toEqual({
      filter: 'rsvp_yes',
      q: 'ana',
      page: 3,
      sort: '-created_at',
      per_page: 50,
      tab: TAG_A,
      tags: `${TAG_A},${TAG_B}`,
      except_tags: TAG_B,
      [`custom_fields[${FIELD}]`]: 'vegan',
      ids: TAG_A,
    })
  })

  it('drops defaults and anything malformed, so a bad link shows the plain list instead of an error', () => {
    expect(
      parseGuestListSearch({
        filter: 'all',
        q: '   ',
        page: '1',
        sort: 'name',
        per_page: '25',
        tab: 'nope',
        tags: 'red',
        except_tags: `${TAG_A},`,
        [`custom_fields[${FIELD}]`]: ' ',
        'custom_fields[x]': 'a',
        ids: 'x',
        as_of: 'yesterday',
      }),
    ).toEqual({})
    expect(parseGuestListSearch({ filter: 'no_such_filter', per_page: '30', page: '2.5' })).toEqual({})
  })

  it('shows a past moment only when it is one, written as an ISO instant', () => {
    expect(parseGuestListSearch({ as_of: '2020-01-02T03:04:05+01:00' })).toEqual({ as_of: '2020-01-02T02:04:05.000Z' })
    expect(parseGuestListSearch({ as_of: new Date(Date.now() + 3_600_000).toISOString() })).toEqual({})
  })

  it('never throws, whatever the URL holds', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (search) => void parseGuestListSearch(search)))
  })

  it('accepts every filter the server knows', () => {
    for (const filter of ATTENDEE_FILTERS) expect(parseGuestListSearch({ filter }).filter).toBe(filter === 'all' ? undefined : filter)
  })
})

describe('searchForRole', () => {
  const organiser = { details: true, guests: true, pastViews: true }
  const door = { details: false, guests: true, pastViews: false }

  it('leaves an organiser’s search as it is', () => {
    const search: GuestListSearch = { filter: 'rsvp_yes', as_of: '2020-01-01T00:00:00.000Z', q: 'x' }
    expect(searchForRole(search, organiser)).toBe(search)
  })

  it('drops for door staff a filter and a past moment they may not use, keeping the rest', () => {
    expect(searchForRole({ filter: 'rsvp_yes', as_of: '2020-01-01T00:00:00.000Z', q: 'x' }, door)).toEqual({ q: 'x' })
    expect(searchForRole({ filter: 'checked_in', q: 'x' }, door)).toEqual({ filter: 'checked_in', q: 'x' })
  })
})

describe('listParamsOf', () => {
  it('sends search, filter, sort and every other filter, but not where the person is in the list', () => {
    const params = listParamsOf({
      q: 'ana',
      filter: 'rsvp_no',
      sort: 'created_at',
      page: 2,
      per_page: 50,
      tab: TAG_A,
      tags: TAG_B,
      [`custom_fields[${FIELD}]`]: 'vegan',
    })
    expect(params).toEqual({ search: 'ana', filter: 'rsvp_no', sort: 'created_at', tags: TAG_B, [`custom_fields[${FIELD}]`]: 'vegan' })
  })

  it('asks for everyone without a filter parameter, and sends no empty search', () => {
    expect(listParamsOf({ filter: 'all' } as GuestListSearch)).toEqual({ search: undefined })
  })
})

describe('tabs: viewOfSearch and searchOfTab', () => {
  it('a tab stores the filters and sort of the view, not the page it was on', () => {
    expect(viewOfSearch({ filter: 'rsvp_yes', tags: TAG_A, sort: '-created_at', page: 4, per_page: 50, tab: TAG_B, q: '' })).toEqual({
      filters: { filter: 'rsvp_yes', tags: TAG_A },
      sort: '-created_at',
    })
  })

  it('opening a saved tab shows the view that was saved, whatever its values', () => {
    const saved = fc.dictionary(
      fc.string({ minLength: 1 }).filter((key) => !['tab', 'page', 'per_page', 'sort'].includes(key) && key !== '__proto__'),
      fc.oneof(
        fc.string({ minLength: 1 }).filter((text) => !/^[[{]/.test(text)),
        fc.array(fc.string(), { minLength: 1 }),
        fc.dictionary(fc.string(), fc.integer()),
      ),
    )
    fc.assert(
      fc.property(saved, fc.option(fc.constantFrom('created_at', '-created_at'), { nil: undefined }), (search, sort) => {
        const view = viewOfSearch({ ...search, ...(sort ? { sort } : {}) })
        const reopened = searchOfTab({ id: 'tab-1', filters: view.filters, sort: view.sort })
        expect(reopened).toEqual({ ...search, ...(sort ? { sort } : {}), tab: 'tab-1' })
      }),
    )
  })

  it('a stored value that looks like JSON but is not stays text', () => {
    expect(searchOfTab({ id: 't', filters: { q: '[not json' }, sort: null })).toEqual({ q: '[not json', tab: 't' })
  })
})
