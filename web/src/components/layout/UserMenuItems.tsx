import { Link } from '@tanstack/react-router'
import { Building2, KeyRound, LifeBuoy, LogOut, Settings } from 'lucide-react'
import type { CurrentUser } from '@/api/auth'
import { Avatar } from '@/components/ui/avatar'
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import { useInstance } from '@/lib/use-instance'

export function UserMenuHeader({ user }: { user: CurrentUser }) {
  return (
    <div className="flex items-center gap-2.5 px-2 py-2">
      <Avatar name={user.full_name || user.email} src={user.profile_image_src} />
      <div className="min-w-0">
        <p className="truncate text-[13px] font-medium text-foreground">{user.full_name}</p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
    </div>
  )
}

/** The account entries shared by the desktop avatar menu, the mobile menu and the admin menu. */
export function UserMenuAccountItems({ showAccountSettings = true }: { showAccountSettings?: boolean }) {
  // The address an administrator set on /admin/settings.
  const { support_email: supportEmail } = useInstance()
  return (
    <>
      {showAccountSettings && (
        <DropdownMenuItem asChild>
          <Link to="/account/profile">
            <Settings aria-hidden />
            Account Settings
          </Link>
        </DropdownMenuItem>
      )}
      {showAccountSettings && (
        <DropdownMenuItem asChild>
          <Link to="/organization">
            <Building2 aria-hidden />
            Organization
          </Link>
        </DropdownMenuItem>
      )}
      {showAccountSettings && (
        <DropdownMenuItem asChild>
          <Link to="/account/api-tokens">
            <KeyRound aria-hidden />
            API tokens
          </Link>
        </DropdownMenuItem>
      )}
      <DropdownMenuItem asChild>
        <a href={`mailto:${supportEmail}`}>
          <LifeBuoy aria-hidden />
          Support
        </a>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/account/logout">
          <LogOut aria-hidden />
          Sign Out
        </Link>
      </DropdownMenuItem>
    </>
  )
}
