import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { adminUserKeys, type AdminUser } from '@/api/admin-users'
import { requireTwoFactor } from '@/api/two-factor'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/** The admin users list's "2FA" column: whether the account has a second factor, and whether one is required. */
export function TwoFactorBadge({ user }: { user: AdminUser }) {
  if (user.two_factor_enabled) return <Badge tone="success">On</Badge>
  if (user.two_factor_required) return <Badge tone="warning">Required, not set up</Badge>
  return <span className="text-muted-foreground">Off</span>
}

/** An instance administrator requires a second factor of one account, or stops requiring it. */
export function RequireTwoFactorButton({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient()
  const toggle = useMutation({
    mutationFn: () => requireTwoFactor(user.id, !user.two_factor_required),
    onSuccess: async ({ data }) => {
      showSnackbar(data.two_factor_required ? `${user.full_name} must now set up two-factor authentication.` : `Two-factor authentication is optional again for ${user.full_name}.`, 'success')
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.all })
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
  const label = user.two_factor_required ? 'Stop requiring 2FA' : 'Require 2FA'
  return (
    <Button size="sm" variant="secondary" onClick={() => toggle.mutate()} disabled={toggle.isPending} aria-label={`${label} for ${user.full_name}`}>
      <ShieldCheck aria-hidden />
      {label}
    </Button>
  )
}
