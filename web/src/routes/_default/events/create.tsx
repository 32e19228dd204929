import { createFileRoute } from '@tanstack/react-router'
import { CreateEventPage } from '@/features/events/CreateEventPage'

export const Route = createFileRoute('/_default/events/create')({
  component: CreateEventPage,
})
