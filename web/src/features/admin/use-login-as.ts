import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { authKeys, loginAs, returnToOwnAccount } from '@/api/auth'
import { realtime } from '@/lib/realtime'

/**
 * The session changes under the dashboard: nothing cached for the old account
 * may show, and the live connection must re-authenticate as the new one.
 */
export function useSwitchSession() {
  const queryClient = useQueryClient()
  return (user: Parameters<typeof queryClient.setQueryData>[1] | undefined) => {
    realtime.disconnect()
    queryClient.clear()
    if (user) queryClient.setQueryData(authKeys.currentUser(), user)
  }
}

/** An instance administrator becomes another user and lands on their home page. */
export function useLoginAs() {
  const switchSession = useSwitchSession()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (userId: string) => loginAs(userId),
    onSuccess: async ({ user }) => {
      switchSession(user)
      await navigate({ to: '/', replace: true })
    },
  })
}

/** Back to the administrator's own account, where they left off: the users list. */
export function useReturnToOwnAccount() {
  const switchSession = useSwitchSession()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: returnToOwnAccount,
    onSuccess: async (response) => {
      switchSession(response?.user)
      await navigate(response ? { to: '/admin/users', replace: true } : { to: '/account/login', replace: true })
    },
  })
}
