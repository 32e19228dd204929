import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { authKeys, loginAs, returnToOwnAccount } from '@/api/auth'
import { realtime } from '@/lib/realtime'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isPasswordConfirmationCancelled, usePasswordConfirmation } from '@/components/password-confirmation/use-password-confirmation'

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

/**
 * An instance administrator becomes another user and lands on their home page. Log-in-as is a
 * sensitive action: when their sign-in is not recent the password is asked again, in
 * `confirmationDialog`, which the caller renders.
 */
export function useLoginAs() {
  const switchSession = useSwitchSession()
  const navigate = useNavigate()
  const { withConfirmation, dialog } = usePasswordConfirmation()
  const mutation = useMutation({
    mutationFn: (userId: string) => withConfirmation(() => loginAs(userId)),
    onSuccess: async ({ user }) => {
      switchSession(user)
      await navigate({ to: '/', replace: true })
    },
    onError: (error) => {
      if (!isPasswordConfirmationCancelled(error as unknown)) showSnackbar(error.message, 'error')
    },
  })
  return { ...mutation, confirmationDialog: dialog }
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
