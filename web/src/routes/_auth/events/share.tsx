import { createFileRoute } from '@tanstack/react-router'
import { AcceptSharePage, type AcceptShareSearch } from '@/features/event-team/AcceptSharePage'

// In the auth layout, not behind the guard: someone without an account must be able to arrive here.
export const Route = createFileRoute('/_auth/events/share')({
  validateSearch: (search: Record<string, unknown>): AcceptShareSearch => ({
    ...(typeof search.event === 'string' && { event: search.event }),
    ...(typeof search.code === 'string' && { code: search.code }),
  }),
  component: function AcceptShareRoute() {
    return <AcceptSharePage search={Route.useSearch()} />
  },
})
