import { createFileRoute } from '@tanstack/react-router'
import { organisationQuery } from '@/api/organisations'
import { CreateEventPage } from '@/features/events/CreateEventPage'

export const Route = createFileRoute('/_default/events/create')({
  // New events start in the organisation's time zone: read it before the form takes its first values.
  loader: ({ context }) => context.queryClient.ensureQueryData(organisationQuery()).catch(() => null),
  component: CreateEventPage,
})
