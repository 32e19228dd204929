import { Link } from '@tanstack/react-router'
import { Logo, LogoMark } from './Logo'
import { NavLinkItem } from './NavLinkItem'
import type { NavItem } from './nav-items'

export function SideNav({ items, label = 'Main' }: { items: NavItem[]; label?: string }) {
  return (
    <aside className="sticky top-0 hidden h-dvh w-[60px] shrink-0 flex-col border-r border-border bg-canvas md:flex desk:w-[220px]">
      <div className="flex h-14 items-center justify-center px-4 desk:justify-start">
        <Link to="/" aria-label="Usher home" className="rounded-md">
          <Logo className="hidden desk:inline-flex" />
          <LogoMark className="desk:hidden" />
        </Link>
      </div>
      <nav aria-label={label} className="flex flex-1 flex-col gap-0.5 px-2.5 py-2 desk:px-3">
        {items.map((item) => (
          <NavLinkItem key={item.target} item={item} />
        ))}
      </nav>
    </aside>
  )
}
