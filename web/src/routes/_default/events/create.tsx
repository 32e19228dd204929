import { createFileRoute } from '@tanstack/react-router'
import { organisationQuery } from '@/api/organisations'
import { requireMayCreateEvents } from '@/lib/guards'
import { CreateEventPage } from '@/features/events/CreateEventPage'

export const Route = createFileRoute('/_default/events/create')({
  // The organisation's editors create events; a teammate with a role on one event only does not.
  beforeLoad: (args) => requireMayCreateEvents(args),
  // New events start in the organisation's time zone: read it before the form takes its first values.
  loader: ({ context }) => context.queryClient.ensureQueryData(organisationQuery()).catch(() => null),
  component: CreateEventPage,
})
