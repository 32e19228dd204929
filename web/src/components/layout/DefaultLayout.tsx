import type { ReactNode } from 'react'
import { Outlet } from '@tanstack/react-router'
import { useRealtimeConnection } from '@/lib/realtime'
import { useIsDesktop } from '@/lib/use-media-query'
import { useCurrentUser } from '@/lib/use-current-user'
import { DesktopTopBar } from './DesktopTopBar'
import { MobileTopBar } from './MobileTopBar'
import { DEFAULT_NAV_ITEMS } from './nav-items'
import { SideNav } from './SideNav'

type Props = {
  /** Notices above the top bar (impersonation, an unproved address); the route picks them from their features. */
  banners?: ReactNode
  /** The top bar's notifications menu. */
  notifications?: ReactNode
}

/** The signed-in shell: side navigation, top bar, the page below. Feature parts come in as slots, so this imports no feature. */
export function DefaultLayout({ banners, notifications }: Props) {
  const user = useCurrentUser()
  const isDesktop = useIsDesktop()
  useRealtimeConnection(true)
  return (
    <div className="flex min-h-dvh">
      <SideNav items={DEFAULT_NAV_ITEMS} />
      <div className="flex min-w-0 flex-1 flex-col bg-background">
        {banners}
        {isDesktop ? (
          <DesktopTopBar user={user} notifications={notifications} />
        ) : (
          <MobileTopBar user={user} items={DEFAULT_NAV_ITEMS} notifications={notifications} />
        )}
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
