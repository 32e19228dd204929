import { ChevronDown } from 'lucide-react'
import type { CurrentUser } from '@/api/auth'
import { Avatar } from '@/components/ui/avatar'
import { DropdownMenu, DropdownMenuContent, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { UserMenuAccountItems, UserMenuHeader } from './UserMenuItems'

export function UserMenu({ user, showAccountSettings = true }: { user: CurrentUser; showAccountSettings?: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="flex h-8 items-center gap-1.5 rounded-full py-0.5 pr-1.5 pl-0.5 transition-colors hover:bg-muted data-[state=open]:bg-muted"
      >
        <Avatar name={user.full_name || user.email} src={user.profile_image_src} size="sm" className="size-7" />
        <ChevronDown className="size-3.5 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <UserMenuHeader user={user} />
        <DropdownMenuSeparator />
        <UserMenuAccountItems showAccountSettings={showAccountSettings} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
