import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { mayBeSignedIn } from './signed-in-hint'

/** What a route asks for as its navigation starts (its `staticData.early`). */
export type EarlyData = (args: { queryClient: QueryClient; params: Record<string, string>; search: Record<string, unknown> }) => void

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Requests the page will make whatever its guards answer, started as its navigation starts,
     * beside the guards' own (the signed-in person): read through the query cache, so the guards,
     * loaders and components find them in flight. Only what the server answers the same for
     * everyone who may open the page: never what a role would be refused.
     */
    early?: EarlyData
  }
}

/**
 * Starts loading a page's code and its first data as its navigation starts, beside its guards'
 * requests (the signed-in person, then the event): the router itself asks for a route's component
 * and runs its loader only once every `beforeLoad` above it has answered, so on a first visit the
 * guest list's scripts and requests waited for two round trips (issue 31: navigation → rows shown).
 * The page the dashboard opens on starts at once, before React's first render. A failed load is
 * left to the router's own, which reports it. A visitor signed out for sure asks for no data: the
 * guard sends them to the login page.
 */
export function loadRouteCodeEarly(router: AnyRouter): () => void {
  const start = (location: Pick<ParsedLocation, 'pathname' | 'search'>) => {
    const [routes, params] = router.getMatchedRoutes(location.pathname)
    const queryClient = (router.options.context as { queryClient?: QueryClient } | undefined)?.queryClient
    // The data first: the browser sends a host's requests a few at a time, in the order asked, and the
    // page's scripts are dozens; asked after them, the first guests waited for most of them (issue 31).
    if (queryClient && mayBeSignedIn()) {
      for (const route of routes) route.options.staticData?.early?.({ queryClient, params, search: location.search as Record<string, unknown> })
    }
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
  }
  start(router.latestLocation)
  return router.subscribe('onBeforeLoad', ({ toLocation }) => start(toLocation))
}
