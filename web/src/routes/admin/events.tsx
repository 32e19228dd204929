import { createFileRoute } from '@tanstack/react-router'
import { AdminEventsPage } from '@/features/admin/AdminEventsPage'

export const Route = createFileRoute('/admin/events')({
  component: AdminEventsPage,
})
