import './lib/preact-effects'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { authKeys } from './api/auth'
import { ConfirmProvider } from './components/feedback/ConfirmProvider'
import { LoadingBar } from './components/feedback/LoadingBar'
import { Snackbar } from './components/feedback/Snackbar'
import { isApiError } from './lib/api-error'
import { signedOutSearch } from '@/lib/idle-sign-out'
import { isChunkLoadError, reloadForStaleChunk } from './lib/chunk-reload'
import { createQueryClient } from './lib/query-client'
import { endSessionBoundWork } from './lib/session-switch'
import { loadRouteCodeEarly } from './lib/route-code-early'
import { applyRememberedTheme } from './features/instance/remembered-theme'
import { InstanceThemeApplier } from './features/instance/InstanceThemeApplier'
import './styles.css'

const queryClient = createQueryClient((error, queryKey) => onUnauthenticated(error, queryKey))

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
})
loadRouteCodeEarly(router)

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

/** A session that expired mid-use: forget it and ask the person to sign in again. */
function onUnauthenticated(error: unknown, queryKey?: readonly unknown[]) {
  if (!isApiError(error) || error.status !== 401) return
  if (queryKey && queryKey[0] === authKeys.all[0]) return
  const { pathname, href } = router.state.location
  if (pathname.startsWith('/account/')) return
  endSessionBoundWork()
  queryClient.removeQueries({ queryKey: authKeys.all })
  void router.navigate({ to: '/account/login', search: { redirect: href, ...signedOutSearch(error) } })
}

// A deploy replaced the chunk this tab wanted: reload (at most once a minute).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForStaleChunk()) event.preventDefault()
})
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadForStaleChunk()
})

applyRememberedTheme()

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Missing #root element')

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <InstanceThemeApplier />
        <LoadingBar />
        <RouterProvider router={router} />
        <Snackbar />
      </ConfirmProvider>
    </QueryClientProvider>
  </StrictMode>,
)
