import { Link } from '@tanstack/react-router'
import { Logo } from './Logo'
import { NavLinkItem } from './NavLinkItem'
import type { NavItem } from './nav-items'

export function SideNav({ items, label = 'Main' }: { items: NavItem[]; label?: string }) {
  return (
    <aside className="sticky top-0 hidden h-dvh w-[232px] shrink-0 flex-col border-r border-border bg-canvas md:flex">
      <div className="flex h-14 items-center px-4">
        <Link to="/" aria-label="Usher home" className="rounded-md">
          <Logo />
        </Link>
      </div>
      <nav aria-label={label} className="flex flex-1 flex-col gap-0.5 px-3 py-2">
        {items.map((item) => (
          <NavLinkItem key={item.target} item={item} />
        ))}
      </nav>
    </aside>
  )
}
