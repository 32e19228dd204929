import type { AdminUser } from '@/api/admin-users'
import { Badge } from '@/components/ui/badge'

/** The admin users list's "2FA" column: whether the account has a second factor, and whether one is required. */
export function TwoFactorBadge({ user }: { user: AdminUser }) {
  if (user.two_factor_enabled) return <Badge tone="success">On</Badge>
  if (user.two_factor_required) return <Badge tone="warning">Required, not set up</Badge>
  return <span className="text-muted-foreground">Off</span>
}
