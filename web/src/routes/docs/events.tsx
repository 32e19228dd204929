import { createFileRoute } from '@tanstack/react-router'
import { EventCataloguePage } from '@/features/event-catalogue/EventCataloguePage'

// Public: documentation for integrators, no account needed.
export const Route = createFileRoute('/docs/events')({
  component: EventCataloguePage,
})
