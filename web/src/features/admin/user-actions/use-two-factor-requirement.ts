import { ShieldCheck } from 'lucide-react'
import type { AdminUser } from '@/api/admin-users'
import { useRequireTwoFactor } from '@/api/two-factor'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/** An instance administrator requires a second factor of one account, or stops requiring it: the users list's row menu offers it. */
export function useTwoFactorRequirement(user: AdminUser) {
  const toggle = useRequireTwoFactor({
    onSuccess: ({ data }) =>
      showSnackbar(
        data.two_factor_required
          ? `${user.full_name} must now set up two-factor authentication.`
          : `Two-factor authentication is optional again for ${user.full_name}.`,
        'success',
      ),
    onError: (error) => showSnackbar(error.message, 'error'),
  })
  return {
    title: 'Sign-in',
    busy: toggle.isPending,
    actions: [
      {
        key: 'two-factor',
        label: user.two_factor_required ? 'Stop requiring 2FA' : 'Require 2FA',
        icon: ShieldCheck,
        onSelect: () => toggle.mutate({ userId: user.id, required: !user.two_factor_required }),
      },
    ],
  }
}
