import { Link, useRouterState } from '@tanstack/react-router'
import { cn } from '@/lib/cn'
import type { NavItem } from './nav-items'

function isActive(pathname: string, item: NavItem): boolean {
  if (item.exact) return pathname === item.target
  if (item.target === '/') return pathname === '/' || pathname.startsWith('/events')
  return pathname === item.target || pathname.startsWith(`${item.target}/`)
}

const base = 'flex h-9 items-center justify-center gap-2.5 rounded-md px-2.5 desk:h-8 desk:justify-start text-[13px] font-medium transition-colors [&_svg]:size-4 [&_svg]:shrink-0'

export function NavLinkItem({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const Icon = item.icon

  if (item.disabled) {
    return (
      <span aria-disabled="true" className={cn(base, 'cursor-not-allowed text-disabled-foreground')} title={`${item.title} is not available`}>
        <Icon aria-hidden />
        <span className="sr-only desk:not-sr-only">{item.title}</span>
      </span>
    )
  }

  const active = isActive(pathname, item)
  return (
    <Link
      to={item.target}
      title={item.title}
      onClick={onNavigate}
      // The router would also mark '/admin' current on '/admin/users'; isActive alone decides.
      activeOptions={{ exact: true }}
      aria-current={active ? 'page' : undefined}
      className={cn(
        base,
        active
          ? 'bg-background text-foreground shadow-[0_1px_2px_rgb(16_24_40/0.06)] ring-1 ring-border [&_svg]:text-primary'
          : 'text-muted-foreground hover:bg-black/[0.04] hover:text-foreground',
      )}
    >
      <Icon aria-hidden />
      <span className="sr-only desk:not-sr-only">{item.title}</span>
    </Link>
  )
}
