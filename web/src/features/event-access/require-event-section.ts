import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { eventAreasOf, mayOpenSection, sectionOfPath } from '@usher/domain/access/event-areas'
import { eventQuery } from '@/api/events'

/**
 * The event pages' guard: a page of a section the role does not see (door
 * staff on the settings, say) is never shown with a "not allowed" message,
 * nor does it ask the server for what it would refuse: the person goes to
 * what their role is for, the guest list, or the scanner for a role that
 * sees nothing else. A role that sees nothing of the event is left to the
 * event's own refusal (the error page).
 */
export async function requireEventSection({
  context,
  params,
  location,
}: {
  context: { queryClient: QueryClient }
  params: { uuid: string }
  location: { pathname: string }
}): Promise<void> {
  const event = await context.queryClient.ensureQueryData(eventQuery(params.uuid))
  const areas = eventAreasOf(event.permissions)
  const section = sectionOfPath(location.pathname)
  if (section === null || mayOpenSection(areas, section)) return
  if (areas.guests) throw redirect({ to: '/events/$uuid/guest-management', params, replace: true })
  if (areas.scanner) throw redirect({ to: '/events/$uuid/scanner', params, replace: true })
}
