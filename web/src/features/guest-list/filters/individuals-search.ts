/** Selected Individuals in the guest list's URL: the chosen guests' ids, comma-separated, sent to the server as `ids`. */
export type IndividualsSearch = { ids?: string }

/** At most this many guests shown alone: their ids travel in the URL (and the list request's query). */
export const MAX_INDIVIDUALS = 1000

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const IDS = new RegExp(`^${UUID}(,${UUID})*$`, 'i')

export function parseIndividualsSearch(search: Record<string, unknown>): IndividualsSearch {
  const ids = search.ids
  return typeof ids === 'string' && IDS.test(ids) && ids.split(',').length <= MAX_INDIVIDUALS ? { ids } : {}
}
