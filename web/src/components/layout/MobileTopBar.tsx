import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Menu } from 'lucide-react'
import type { CurrentUser } from '@/api/auth'
import { DropdownMenu, DropdownMenuContent, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { LogoMark } from './Logo'
import { MobileNavItem } from './MobileNavItem'
import type { NavItem } from './nav-items'
import { UserMenuAccountItems, UserMenuHeader } from './UserMenuItems'

type MobileTopBarProps = { user: CurrentUser; items: NavItem[]; notifications?: ReactNode; showAccountSettings?: boolean }

/** Under 768px: logo, quick links, notifications and a right menu holding everything else. */
export function MobileTopBar({ user, items, notifications, showAccountSettings = true }: MobileTopBarProps) {
  const quickLinks = items.filter((item) => item.quickMobileLink && !item.disabled)
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-border bg-background/95 px-3 backdrop-blur md:hidden">
      <Link to="/" aria-label="Usher home" className="mr-1 rounded-md p-1">
        <LogoMark className="size-7" />
      </Link>
      <nav aria-label="Quick links" className="flex flex-1 items-center gap-1">
        {quickLinks.map((item) => (
          <Link
            key={item.target}
            to={item.target}
            className="rounded-md px-2 py-1.5 text-[13px] font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
            activeProps={{ className: '!text-foreground' }}
          >
            {item.title}
          </Link>
        ))}
      </nav>
      {notifications}
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="Open menu"
          className="inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-muted data-[state=open]:bg-muted"
        >
          <Menu className="size-5" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-[min(18rem,calc(100vw-1.5rem))]">
          <UserMenuHeader user={user} />
          <DropdownMenuSeparator />
          {items.map((item) => (
            <MobileNavItem key={item.target} item={item} />
          ))}
          <DropdownMenuSeparator />
          <UserMenuAccountItems showAccountSettings={showAccountSettings} />
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  )
}
