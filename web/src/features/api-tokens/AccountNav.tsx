import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'

const LINKS = [
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/api-tokens', label: 'API tokens' },
  { to: '/account/webhooks', label: 'Webhooks' },
] as const

/** The tabs of Account Settings. */
export function AccountNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Account settings" className={cn('mb-5 flex gap-1 border-b border-border', className)}>
      {LINKS.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="-mb-px border-b-2 border-transparent px-3 py-2 text-[13px] font-medium text-muted-foreground transition-colors hover:text-foreground"
          activeProps={{ className: 'border-primary! text-foreground!', 'aria-current': 'page' }}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  )
}
