import { Ban, CircleCheck, LogOut } from 'lucide-react'
import type { AdminUser } from '@/api/admin-users'
import { useDisableUser, useEnableUser, useEndUserSessions } from '@/api/admin-user-access'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import type { UserActionGroup } from './user-action'

/**
 * The admin panel's account actions for one user: disable or enable the account, and sign it out
 * everywhere (a lost phone, a colleague who left). Not offered on the administrator's own row.
 */
export function useUserAccessActions(user: AdminUser): UserActionGroup {
  const confirm = useConfirm()
  const onError = (error: Error) => showSnackbar(error.message, 'error')
  const disable = useDisableUser({ onSuccess: () => showSnackbar(`Account disabled: ${user.full_name}.`), onError })
  const enable = useEnableUser({ onSuccess: () => showSnackbar(`Account enabled again: ${user.full_name}.`), onError })
  const signOut = useEndUserSessions({
    onSuccess: ({ data }) =>
      showSnackbar(data.ended === 1 ? `${user.full_name} was signed out on 1 device.` : `${user.full_name} was signed out on ${data.ended} devices.`),
    onError,
  })

  async function onDisable() {
    const outcome = await confirm({
      heading: `Disable the account of ${user.full_name}?`,
      message: `${user.full_name} is signed out everywhere at once and cannot sign in until you enable the account again. Their API tokens stop working too. Their events and guests stay as they are.`,
      confirmLabel: 'Disable account',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) disable.mutate(user.id)
  }

  async function onSignOut() {
    const outcome = await confirm({
      heading: `Sign ${user.full_name} out everywhere?`,
      message: `Every browser and phone signed in as ${user.full_name} will have to sign in again. Their API tokens keep working.`,
      confirmLabel: 'Sign out everywhere',
    })
    if (isConfirmed(outcome)) signOut.mutate(user.id)
  }

  return {
    title: 'Account',
    busy: disable.isPending || enable.isPending || signOut.isPending,
    actions: [
      { key: 'sign-out', label: 'Sign out everywhere', icon: LogOut, onSelect: () => void onSignOut() },
      user.disabled
        ? { key: 'enable', label: 'Enable account', icon: CircleCheck, onSelect: () => enable.mutate(user.id) }
        : { key: 'disable', label: 'Disable account', icon: Ban, tone: 'danger', onSelect: () => void onDisable() },
    ],
  }
}
