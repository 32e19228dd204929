import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { customFieldFilterKey, customFieldFiltersOf, parseCustomFieldFilterSearch } from '../custom-fields/custom-field-filter-search'
import { parseTagFilterSearch, tagIdsOf, tagParamOf } from '../tags/tag-filter-search'
import { parseAsOfSearch } from '../time-travel/as-of-search'
import { MAX_INDIVIDUALS, parseIndividualsSearch } from './individuals-search'

// The guest list's URL parts, each parsed on its own: what a shared or hand-edited link may carry.
// Anything malformed is dropped, so a bad link shows the plain list rather than an error.

const ID_A = '11111111-1111-4111-8111-111111111111'
const ID_B = '22222222-2222-4222-8222-222222222222'

afterEach(() => vi.useRealTimers())

describe('parseIndividualsSearch', () => {
  it('keeps a comma-separated list of guest ids', () => {
    expect(parseIndividualsSearch({ ids: `${ID_A},${ID_B}` })).toEqual({ ids: `${ID_A},${ID_B}` })
  })

  it('drops a list with anything else in it, an empty one, or one longer than the list shows', () => {
    expect(parseIndividualsSearch({ ids: `${ID_A},nope` })).toEqual({})
    expect(parseIndividualsSearch({ ids: '' })).toEqual({})
    expect(parseIndividualsSearch({ ids: 42 })).toEqual({})
    expect(parseIndividualsSearch({ ids: Array.from({ length: MAX_INDIVIDUALS + 1 }, () => ID_A).join(',') })).toEqual({})
    expect(parseIndividualsSearch({ ids: Array.from({ length: MAX_INDIVIDUALS }, () => ID_A).join(',') }).ids).toBeDefined()
  })
})

describe('parseAsOfSearch', () => {
  it('keeps a past moment, written as an ISO instant', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z') })
    expect(parseAsOfSearch({ as_of: '2026-05-31T09:30:00+02:00' })).toEqual({ as_of: '2026-05-31T07:30:00.000Z' })
  })

  it('shows the live list for a future, malformed or missing moment', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z') })
    expect(parseAsOfSearch({ as_of: '2026-06-02T00:00:00Z' })).toEqual({})
    expect(parseAsOfSearch({ as_of: 'yesterday' })).toEqual({})
    expect(parseAsOfSearch({ as_of: 1717000000 })).toEqual({})
    expect(parseAsOfSearch({})).toEqual({})
  })
})

describe('tag filters', () => {
  it('keeps tag id lists for "with" and "except", and drops anything else', () => {
    expect(parseTagFilterSearch({ tags: `${ID_A},${ID_B}`, except_tags: ID_B, other: ID_A })).toEqual({ tags: `${ID_A},${ID_B}`, except_tags: ID_B })
    expect(parseTagFilterSearch({ tags: 'vip', except_tags: `${ID_A},` })).toEqual({})
  })

  it('a list of ids goes into the URL and comes back the same, and no ids means no parameter', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid(), { maxLength: 5 }), (ids) => {
        expect(tagIdsOf(tagParamOf(ids))).toEqual(ids)
        if (ids.length > 0) expect(parseTagFilterSearch({ tags: tagParamOf(ids) }).tags).toBe(ids.join(','))
      }),
    )
    expect(tagParamOf([])).toBeUndefined()
  })
})

describe('custom-field filters', () => {
  it('keeps custom_fields[id] filters with a value, written as text, and nothing else', () => {
    const search = { [customFieldFilterKey(ID_A)]: 'Vegan', [customFieldFilterKey(ID_B)]: 3, 'custom_fields[not-an-id]': 'x', q: 'ana' }
    expect(parseCustomFieldFilterSearch(search)).toEqual({ [`custom_fields[${ID_A}]`]: 'Vegan', [`custom_fields[${ID_B}]`]: '3' })
    expect(parseCustomFieldFilterSearch({ [customFieldFilterKey(ID_A)]: '  ' })).toEqual({})
    expect(parseCustomFieldFilterSearch({ [customFieldFilterKey(ID_A)]: { nested: true } })).toEqual({})
  })

  it('reads the filters back by field id', () => {
    const filters = customFieldFiltersOf(parseCustomFieldFilterSearch({ [customFieldFilterKey(ID_A)]: 'Vegan', [customFieldFilterKey(ID_B)]: true }))
    expect([...filters]).toEqual([
      [ID_A, 'Vegan'],
      [ID_B, 'true'],
    ])
  })
})

describe('every parser', () => {
  it('never throws, whatever the URL holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (search) => {
        parseIndividualsSearch(search)
        parseAsOfSearch(search)
        parseTagFilterSearch(search)
        parseCustomFieldFilterSearch(search)
      }),
    )
  })
})
