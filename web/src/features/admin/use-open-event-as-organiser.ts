import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { loginAs } from '@/api/auth'
import type { AdminEvent } from '@/api/admin-events'
import { useCurrentUser } from '@/lib/use-current-user'
import { useSwitchSession } from './use-login-as'

/**
 * "Open" on the admin events list: log in as the event's organiser (the same
 * login-as as the users list) and land on that event's guest list. An
 * administrator who organises it themselves goes straight there.
 */
export function useOpenEventAsOrganiser() {
  const me = useCurrentUser()
  const switchSession = useSwitchSession()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async (event: AdminEvent) => {
      if (!event.organiser_id || event.organiser_id === me.id) return { event, user: undefined }
      const { user } = await loginAs(event.organiser_id)
      return { event, user }
    },
    onSuccess: async ({ event, user }) => {
      if (user) switchSession(user)
      await navigate({ to: '/events/$uuid/guest-management', params: { uuid: event.uuid } })
    },
  })
}
