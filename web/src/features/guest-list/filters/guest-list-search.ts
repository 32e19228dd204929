import { parseCustomFieldFilterSearch, type CustomFieldFilterSearch } from '../custom-fields/custom-field-filter-search'
import { parseTagFilterSearch, type TagFilterSearch } from '../tags/tag-filter-search'
import { mayUseFilter, type EventAreas } from '@usher/domain/access/event-areas'
import { ATTENDEE_FILTERS, type AttendeeFilter, type AttendeeSort } from '@/api/attendees'
import { parseAsOfSearch, type AsOfSearch } from '../time-travel/as-of-search'
import { parseIndividualsSearch, type IndividualsSearch } from './individuals-search'

export type GuestListSearch = {
  filter?: AttendeeFilter
  q?: string
  page?: number
  sort?: AttendeeSort
  per_page?: number
  /** The selected attendee tab. */ tab?: string
} & TagFilterSearch &
  CustomFieldFilterSearch &
  AsOfSearch &
  IndividualsSearch

export const PER_PAGE_OPTIONS = [25, 50, 100] as const
export const DEFAULT_PER_PAGE = 25

export function parseGuestListSearch(search: Record<string, unknown>): GuestListSearch {
  const result: GuestListSearch = {}
  if (typeof search.filter === 'string' && (ATTENDEE_FILTERS as readonly string[]).includes(search.filter) && search.filter !== 'all') {
    result.filter = search.filter as AttendeeFilter
  }
  if (typeof search.q === 'string' && search.q.trim()) result.q = search.q
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) result.page = page
  if (search.sort === 'created_at' || search.sort === '-created_at') result.sort = search.sort
  const perPage = Number(search.per_page)
  if ((PER_PAGE_OPTIONS as readonly number[]).includes(perPage) && perPage !== DEFAULT_PER_PAGE) result.per_page = perPage
  if (typeof search.tab === 'string' && /^[0-9a-f-]{36}$/i.test(search.tab)) result.tab = search.tab
  Object.assign(result, parseCustomFieldFilterSearch(search))
  Object.assign(result, parseTagFilterSearch(search))
  Object.assign(result, parseAsOfSearch(search))
  Object.assign(result, parseIndividualsSearch(search))
  return result
}

/**
 * The search as the person's role reads the list: a link an organiser shared may carry a filter
 * or a past moment that door staff do not use (the server would refuse them), so their list leaves it out.
 * A search the role reads whole is returned as it is (the same object).
 */
export function searchForRole(search: GuestListSearch, areas: Pick<EventAreas, 'details' | 'guests' | 'pastViews'>): GuestListSearch {
  const allowedFilter = search.filter === undefined || mayUseFilter(areas, search.filter)
  if (allowedFilter && (areas.pastViews || search.as_of === undefined)) return search
  const { filter, as_of, ...rest } = search
  return { ...rest, ...(allowedFilter && filter ? { filter } : {}), ...(areas.pastViews && as_of ? { as_of } : {}) }
}
