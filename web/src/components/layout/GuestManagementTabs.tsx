import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'

const TABS = [
  { title: 'Guests', to: '/events/$uuid/guest-management' },
  { title: 'Groups', to: '/events/$uuid/guest-management/groups' },
  { title: 'Hosts', to: '/events/$uuid/guest-management/hosts' },
] as const

const tabClass = 'inline-flex h-8 items-center rounded-md px-3 text-[13px] font-medium transition-colors'

/** Spec section 2: guest management has two children, groups and hosts, beside the guest list. */
export function GuestManagementTabs({ uuid }: { uuid: string }) {
  return (
    <nav aria-label="Guest management" className="mb-4 flex gap-1">
      {TABS.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          params={{ uuid }}
          activeOptions={{ exact: true, includeSearch: false }}
          className={cn(tabClass, 'text-muted-foreground hover:bg-muted hover:text-foreground')}
          activeProps={{ className: '!bg-primary-soft !text-primary', 'aria-current': 'page' }}
        >
          {tab.title}
        </Link>
      ))}
    </nav>
  )
}
