import { useNavigate } from '@tanstack/react-router'
import { useLoginAsUnlessSelf } from '@/api/auth'
import type { AdminEvent } from '@/api/admin-events'
import { useCurrentUser } from '@/lib/use-current-user'

/**
 * "Open" on the admin events list: log in as the event's organiser (the same
 * login-as as the users list) and land on that event's guest list. An
 * administrator who organises it themselves goes straight there.
 */
export function useOpenEventAsOrganiser() {
  const me = useCurrentUser()
  const navigate = useNavigate()
  const loginAs = useLoginAsUnlessSelf<{ userId: string | null; event: AdminEvent }>({
    onSuccess: (_response, { event }) => navigate({ to: '/events/$uuid/guest-management', params: { uuid: event.uuid } }),
  })
  return {
    isPending: loginAs.isPending,
    mutate: (event: AdminEvent) => loginAs.mutate({ userId: event.organiser_id && event.organiser_id !== me.id ? event.organiser_id : null, event }),
  }
}
