import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { currentUserQuery } from '@/api/auth'
import { cn } from '@/lib/cn'

const LINKS = [
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/api-tokens', label: 'API tokens' },
  { to: '/account/webhooks', label: 'Webhooks' },
] as const

/** The tabs of Account Settings. */
export function AccountNav({ className }: { className?: string }) {
  // The organisation's webhooks open only to those whose role may read them: no tab that would be refused.
  const mayReadWebhooks = useQuery(currentUserQuery()).data?.organisation_webhooks === true
  return (
    <nav aria-label="Account settings" className={cn('mb-5 flex gap-1 border-b border-border', className)}>
      {LINKS.filter((link) => link.to !== '/account/webhooks' || mayReadWebhooks).map((link) => (
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
