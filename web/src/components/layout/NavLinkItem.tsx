import { Link, useRouterState } from '@tanstack/react-router'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'
import { NOT_AVAILABLE_YET, type NavItem } from './nav-items'

function isActive(pathname: string, item: NavItem): boolean {
  if (item.exact) return pathname === item.target
  if (item.target === '/') return pathname === '/' || pathname.startsWith('/events')
  return pathname === item.target || pathname.startsWith(`${item.target}/`)
}

const base =
  'flex h-9 items-center justify-center gap-2.5 rounded-md px-2.5 desk:h-8 desk:justify-start text-[13px] font-medium transition-colors [&_svg]:size-4 [&_svg]:shrink-0'

export function NavLinkItem({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const Icon = item.icon

  if (item.disabled) {
    // Greyed with its reason in words (issue 28: greyed with no explanation): under the name on a wide
    // screen, in a tooltip on the icon rail, and read out with the name. Focusable, so the keyboard gets the tooltip too.
    return (
      <Tooltip content={`${item.title}: ${NOT_AVAILABLE_YET.toLowerCase()}`} side="right">
        <span
          role="link"
          aria-disabled="true"
          tabIndex={0}
          className={cn(base, 'cursor-not-allowed text-disabled-foreground desk:h-auto desk:min-h-8 desk:py-1')}
          data-testid="nav-item-unavailable"
        >
          <Icon aria-hidden />
          <span className="sr-only desk:not-sr-only desk:flex desk:flex-col desk:leading-tight">
            {item.title}
            <span className="text-[11px] font-normal text-muted-foreground">
              <span className="sr-only">, </span>
              {NOT_AVAILABLE_YET}
            </span>
          </span>
        </span>
      </Tooltip>
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
