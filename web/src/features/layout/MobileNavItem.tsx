import { Link } from '@tanstack/react-router'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import type { NavItem } from './nav-items'

export function MobileNavItem({ item }: { item: NavItem }) {
  const Icon = item.icon
  if (item.disabled) {
    return (
      <DropdownMenuItem disabled>
        <Icon aria-hidden />
        {item.title}
      </DropdownMenuItem>
    )
  }
  return (
    <DropdownMenuItem asChild>
      <Link to={item.target}>
        <Icon aria-hidden />
        {item.title}
      </Link>
    </DropdownMenuItem>
  )
}
