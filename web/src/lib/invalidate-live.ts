import type { InvalidateQueryFilters, Query, QueryClient } from '@tanstack/react-query'

// Queries whose first read is in flight and that a live change has already asked to read again.
const readAgainAfterFirst = new WeakSet<Query>()

/**
 * Marks stale, and refetches where shown, the queries a change pushed by the
 * server concerns. TanStack Query restarts a fetch in flight only when the
 * query already has data; a query's first fetch is joined instead, so a change
 * pushed while a screen's first read is on its way (a recipients table that
 * just appeared, read before the message it should show was made) would be
 * lost, and the screen would stay stale with nothing to say so. Such a query
 * is invalidated again, once, when its first fetch has settled.
 */
export function invalidateLive(queryClient: QueryClient, filters: InvalidateQueryFilters): void {
  const firstReads = queryClient
    .getQueryCache()
    .findAll(filters)
    .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching')
  void queryClient.invalidateQueries(filters)
  for (const query of firstReads) {
    const inFlight = query.promise
    if (!inFlight || readAgainAfterFirst.has(query)) continue
    readAgainAfterFirst.add(query)
    void inFlight
      .catch(() => undefined)
      .then(() => {
        readAgainAfterFirst.delete(query)
        return queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })
      })
  }
}
