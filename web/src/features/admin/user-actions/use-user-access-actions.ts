import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Ban, CircleCheck, LogOut } from 'lucide-react'
import { adminUserKeys, type AdminUser } from '@/api/admin-users'
import { disableUser, enableUser, endUserSessions } from '@/api/admin-user-access'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import type { UserActionGroup } from './user-action'

/**
 * The admin panel's account actions for one user: disable or enable the account, and sign it out
 * everywhere (a lost phone, a colleague who left). Not offered on the administrator's own row.
 */
export function useUserAccessActions(user: AdminUser): UserActionGroup {
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all })
  const onError = (error: Error) => showSnackbar(error.message, 'error')
  const disable = useMutation({
    mutationFn: () => disableUser(user.id),
    onSuccess: async () => {
      showSnackbar(`Account disabled: ${user.full_name}.`)
      await refresh()
    },
    onError,
  })
  const enable = useMutation({
    mutationFn: () => enableUser(user.id),
    onSuccess: async () => {
      showSnackbar(`Account enabled again: ${user.full_name}.`)
      await refresh()
    },
    onError,
  })
  const signOut = useMutation({
    mutationFn: () => endUserSessions(user.id),
    onSuccess: ({ data }) => showSnackbar(data.ended === 1 ? `${user.full_name} was signed out on 1 device.` : `${user.full_name} was signed out on ${data.ended} devices.`),
    onError,
  })

  async function onDisable() {
    const outcome = await confirm({
      heading: `Disable the account of ${user.full_name}?`,
      message: `${user.full_name} is signed out everywhere at once and cannot sign in until you enable the account again. Their API tokens stop working too. Their events and guests stay as they are.`,
      confirmLabel: 'Disable account',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) disable.mutate()
  }

  async function onSignOut() {
    const outcome = await confirm({
      heading: `Sign ${user.full_name} out everywhere?`,
      message: `Every browser and phone signed in as ${user.full_name} will have to sign in again. Their API tokens keep working.`,
      confirmLabel: 'Sign out everywhere',
    })
    if (isConfirmed(outcome)) signOut.mutate()
  }

  return {
    title: 'Account',
    busy: disable.isPending || enable.isPending || signOut.isPending,
    actions: [
      { key: 'sign-out', label: 'Sign out everywhere', icon: LogOut, onSelect: () => void onSignOut() },
      user.disabled
        ? { key: 'enable', label: 'Enable account', icon: CircleCheck, onSelect: () => enable.mutate() }
        : { key: 'disable', label: 'Disable account', icon: Ban, tone: 'danger', onSelect: () => void onDisable() },
    ],
  }
}
