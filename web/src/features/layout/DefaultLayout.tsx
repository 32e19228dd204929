import { Outlet } from '@tanstack/react-router'
import { ActivityFeedMenu } from '@/features/activity-feed/ActivityFeedMenu'
import { useRealtimeConnection } from '@/lib/realtime'
import { useIsDesktop } from '@/lib/use-media-query'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { DesktopTopBar } from './DesktopTopBar'
import { MobileTopBar } from './MobileTopBar'
import { DEFAULT_NAV_ITEMS } from './nav-items'
import { SideNav } from './SideNav'
import { ImpersonationBanner } from '@/features/admin/ImpersonationBanner'
import { EmailVerificationBanner } from '@/features/auth/EmailVerificationBanner'

export function DefaultLayout() {
  const user = useCurrentUser()
  const isDesktop = useIsDesktop()
  useRealtimeConnection(true)
  return (
    <div className="flex min-h-dvh">
      <SideNav items={DEFAULT_NAV_ITEMS} />
      <div className="flex min-w-0 flex-1 flex-col bg-background">
        <ImpersonationBanner />
        <EmailVerificationBanner />
        {isDesktop ? (
          <DesktopTopBar user={user} notifications={<ActivityFeedMenu />} />
        ) : (
          <MobileTopBar user={user} items={DEFAULT_NAV_ITEMS} notifications={<ActivityFeedMenu />} />
        )}
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
