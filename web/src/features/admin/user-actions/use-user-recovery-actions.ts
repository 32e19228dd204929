import { KeyRound, Mail } from 'lucide-react'
import { useSendResetLinkToUser, useSetTemporaryPassword } from '@/api/account'
import type { AdminUser } from '@/api/admin-users'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import type { UserActionGroup } from './user-action'

/**
 * /admin/users: helping someone back into their account. Either way the secret goes to the
 * user's own address; the administrator never sees or chooses a password.
 */
export function useUserRecoveryActions(user: AdminUser): UserActionGroup {
  const confirm = useConfirm()
  const done = {
    onSuccess: ({ message }: { message: string }) => showSnackbar(message, 'success'),
    onError: (error: Error) => showSnackbar(error.message, 'error'),
  }
  const sendLink = useSendResetLinkToUser(done)
  const temporary = useSetTemporaryPassword(done)

  async function onSendLink() {
    const outcome = await confirm({
      heading: `Send ${user.full_name} a password reset link?`,
      message: `We email ${user.email} a link to choose a new password. It works once, for 60 minutes; their current password keeps working until they use it.`,
      confirmLabel: 'Send reset link',
    })
    if (isConfirmed(outcome)) sendLink.mutate(user.id)
  }

  async function onTemporaryPassword() {
    const outcome = await confirm({
      heading: `Set a temporary password for ${user.full_name}?`,
      message: `Their current password stops working and every device of theirs is signed out. We email ${user.email} a temporary password, which you will not see; they must choose their own when they next sign in.`,
      confirmLabel: 'Set temporary password',
    })
    if (isConfirmed(outcome)) temporary.mutate(user.id)
  }

  return {
    title: 'Password',
    busy: sendLink.isPending || temporary.isPending,
    actions: [
      { key: 'reset-link', label: 'Send password reset link', icon: Mail, onSelect: () => void onSendLink() },
      { key: 'temporary-password', label: 'Set temporary password', icon: KeyRound, tone: 'danger', onSelect: () => void onTemporaryPassword() },
    ],
  }
}
