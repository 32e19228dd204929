import type { AnyRouter } from '@tanstack/react-router'

/**
 * Starts loading a page's code as its navigation starts, beside its guards' requests (the signed-in
 * person, then the event): the router itself asks for a route's component only once every `beforeLoad`
 * above it has answered, so on a first visit the guest list's scripts waited for two round trips
 * (issue 31: navigation → rows shown). A failed load is left to the router's own, which reports it.
 */
export function loadRouteCodeEarly(router: AnyRouter): () => void {
  return router.subscribe('onBeforeLoad', ({ toLocation }) => {
    const [routes] = router.getMatchedRoutes(toLocation.pathname)
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
  })
}
