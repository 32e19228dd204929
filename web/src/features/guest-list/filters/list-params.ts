import type { AttendeeSelectionParams } from '@/api/attendee-pages'
import type { GuestListSearch } from './guest-list-search'

// URL parameters that place the person in the list rather than choose its guests.
const NOT_LIST_PARAMS = new Set(['q', 'tab', 'page', 'per_page'])

/**
 * The list request's parameters from the URL search: search, filter and sort,
 * plus any other filter the URL holds (tags, except tags, custom fields…),
 * so filters other screens add reach the server without changes here.
 */
export function listParamsOf(search: GuestListSearch): AttendeeSelectionParams {
  const params: AttendeeSelectionParams = { search: search.q || undefined }
  for (const [key, value] of Object.entries(search as Record<string, unknown>)) {
    if (NOT_LIST_PARAMS.has(key) || value === undefined || value === null || value === '') continue
    params[key] = Array.isArray(value) ? value.join(',') : String(value)
  }
  if (params.filter === 'all') delete params.filter
  return params
}
