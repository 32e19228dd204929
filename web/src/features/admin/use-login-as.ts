import { useNavigate } from '@tanstack/react-router'
import { useLoginAs as useLoginAsMutation, useReturnToOwnAccount as useReturnMutation } from '@/api/auth'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isPasswordConfirmationCancelled } from '@/components/password-confirmation/use-password-confirmation'

/**
 * An instance administrator becomes another user and lands on their home page. Log-in-as is a
 * sensitive action: when their sign-in is not recent the password is asked again, in
 * `confirmationDialog`, which the caller renders.
 */
export function useLoginAs() {
  const navigate = useNavigate()
  return useLoginAsMutation({
    onSuccess: () => navigate({ to: '/', replace: true }),
    onError: (error) => {
      if (!isPasswordConfirmationCancelled(error as unknown)) showSnackbar(error.message, 'error')
    },
  })
}

/** Back to the administrator's own account, where they left off: the users list. */
export function useReturnToOwnAccount() {
  const navigate = useNavigate()
  return useReturnMutation({
    onSuccess: (response) => navigate(response ? { to: '/admin/users', replace: true } : { to: '/account/login', replace: true }),
  })
}
