import { Link, Outlet } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { useIsDesktop } from '@/lib/use-media-query'
import { useCurrentUser } from '@/lib/use-current-user'
import { DesktopTopBar } from '@/components/layout/DesktopTopBar'
import { LogoMark } from '@/components/layout/Logo'
import { MobileTopBar } from '@/components/layout/MobileTopBar'
import { NavLinkItem } from '@/components/layout/NavLinkItem'
import { ADMIN_NAV_ITEMS } from './admin-nav-items'
import { ImpersonationBanner } from './ImpersonationBanner'

export const ADMIN_TITLE = 'Usher Admin Panel'

export function AdminLayout() {
  const user = useCurrentUser()
  const isDesktop = useIsDesktop()
  return (
    <div className="flex min-h-dvh">
      <aside className="sticky top-0 hidden h-dvh w-[60px] shrink-0 flex-col bg-secondary text-white md:flex desk:w-[220px]">
        <Link to="/admin" className="flex h-14 items-center justify-center gap-2 px-4 desk:justify-start" aria-label={ADMIN_TITLE}>
          <LogoMark />
          <span className="hidden text-[13px] leading-tight font-semibold desk:inline">{ADMIN_TITLE}</span>
        </Link>
        <nav
          aria-label="Admin"
          className="flex flex-1 flex-col gap-0.5 px-2.5 py-2 desk:px-3 [&_a]:text-white/70 [&_a:hover]:bg-white/10 [&_a:hover]:text-white [&_a[aria-current=page]]:bg-white/12 [&_a[aria-current=page]]:text-white [&_a[aria-current=page]]:ring-0"
        >
          {ADMIN_NAV_ITEMS.map((item) => (
            <NavLinkItem key={item.target} item={item} />
          ))}
        </nav>
        <Link
          to="/"
          title="Back to dashboard"
          className="m-2.5 flex items-center justify-center gap-2 rounded-md px-2.5 py-2 desk:m-3 desk:justify-start text-[13px] text-white/70 hover:bg-white/10 hover:text-white"
        >
          <ShieldCheck className="size-4" aria-hidden />
          <span className="sr-only desk:not-sr-only">Back to dashboard</span>
        </Link>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col bg-background">
        <ImpersonationBanner />
        {isDesktop ? (
          <DesktopTopBar user={user} showAccountSettings={false} />
        ) : (
          <MobileTopBar user={user} items={ADMIN_NAV_ITEMS} showAccountSettings={false} />
        )}
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
