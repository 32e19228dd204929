import type { ReactNode } from 'react'
import type { CurrentUser } from '@/api/auth'
import { usePageTitle } from '@/lib/page-title'
import { UserMenu } from './UserMenu'

type DesktopTopBarProps = { user: CurrentUser; notifications?: ReactNode; extension?: ReactNode; showAccountSettings?: boolean }

export function DesktopTopBar({ user, notifications, extension, showAccountSettings }: DesktopTopBarProps) {
  const title = usePageTitle()
  return (
    <header className="sticky top-0 z-30 hidden h-14 shrink-0 items-center gap-3 border-b border-border bg-background/90 px-6 backdrop-blur md:flex">
      <p className="min-w-0 flex-1 truncate text-[15px] font-semibold tracking-[-0.01em]" data-testid="page-title">
        {title}
      </p>
      {extension}
      {notifications}
      <UserMenu user={user} showAccountSettings={showAccountSettings} />
    </header>
  )
}
