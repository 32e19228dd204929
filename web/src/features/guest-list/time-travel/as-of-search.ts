/** The moment the guest list shows, as the URL carries it (`?as_of=…`): an ISO instant in the past, else live. */
export type AsOfSearch = { as_of?: string }

export function parseAsOfSearch(search: Record<string, unknown>): AsOfSearch {
  if (typeof search.as_of !== 'string') return {}
  const moment = new Date(search.as_of)
  // A malformed or future moment in a shared link falls back to the live list rather than an error screen.
  if (Number.isNaN(moment.getTime()) || moment.getTime() > Date.now()) return {}
  return { as_of: moment.toISOString() }
}
