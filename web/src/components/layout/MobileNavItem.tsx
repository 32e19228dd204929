import { Link } from '@tanstack/react-router'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { NOT_AVAILABLE_YET, type NavItem } from './nav-items'

export function MobileNavItem({ item }: { item: NavItem }) {
  const Icon = item.icon
  if (item.disabled) {
    return (
      <DropdownMenuItem disabled>
        <Icon aria-hidden />
        {item.title}
        <span className="ml-auto text-[11px] text-muted-foreground">
          <span className="sr-only">, </span>
          {NOT_AVAILABLE_YET}
        </span>
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
