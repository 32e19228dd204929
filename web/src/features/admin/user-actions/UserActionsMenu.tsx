import { Fragment } from 'react'
import { MoreHorizontal } from 'lucide-react'
import type { AdminUser } from '@/api/admin-users'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useTwoFactorRequirement } from './use-two-factor-requirement'
import type { UserActionGroup } from './user-action'
import { useUserAccessActions } from './use-user-access-actions'
import { useUserRecoveryActions } from './use-user-recovery-actions'

/**
 * /admin/users: everything an administrator does to one account, in one "⋯" menu per row
 * (issue 28: a row had two, one for the password and one for the account, looking alike).
 * On the administrator's own row only the 2FA requirement: their password and sessions are
 * changed from their own profile.
 */
export function UserActionsMenu({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const recovery = useUserRecoveryActions(user)
  const twoFactor = useTwoFactorRequirement(user)
  const access = useUserAccessActions(user)
  const groups: UserActionGroup[] = isSelf ? [twoFactor] : [recovery, twoFactor, access]
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={`Actions for ${user.full_name}`}
          disabled={groups.some((group) => group.busy)}
          data-testid="admin-user-actions"
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        {groups.map((group, index) => (
          <Fragment key={group.title}>
            {index > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel>{group.title}</DropdownMenuLabel>
            {group.actions.map(({ key, label, icon: Icon, tone, onSelect }) => (
              <DropdownMenuItem key={key} tone={tone} onSelect={onSelect}>
                <Icon aria-hidden />
                {label}
              </DropdownMenuItem>
            ))}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
