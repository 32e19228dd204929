import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { ErrorPage } from '@/features/errors/ErrorPage'
import { ErrorPageBoundary } from '@/features/errors/ErrorPageBoundary'
import { NotFoundPage } from '@/features/errors/NotFoundPage'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => (
    <ErrorPageBoundary>
      <ErrorPage error={error} />
    </ErrorPageBoundary>
  ),
})
