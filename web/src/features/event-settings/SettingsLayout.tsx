import { Link, Outlet } from '@tanstack/react-router'
import { cn } from '@/lib/cn'
import { useCurrentLinkInView } from '@/lib/use-current-link-in-view'
import { useScrollEdgeFade } from '@/lib/use-scroll-edge-fade'

type SettingsLink = {
  title: string
  to?:
    | '/events/$uuid/settings/general'
    | '/events/$uuid/settings/fields'
    | '/events/$uuid/settings/custom-fields'
    | '/events/$uuid/settings/default-fields'
    | '/events/$uuid/settings/ticket-variations'
    | '/events/$uuid/settings/tags'
    | '/events/$uuid/settings/webhooks'
    | '/events/$uuid/settings/smtp'
}

// Spec section 2: the settings children that have a screen; "Mail" is the spec's smtp child.
const LINKS: SettingsLink[] = [
  { title: 'General', to: '/events/$uuid/settings/general' },
  { title: 'Fields', to: '/events/$uuid/settings/fields' },
  { title: 'Custom fields', to: '/events/$uuid/settings/custom-fields' },
  { title: 'Default fields', to: '/events/$uuid/settings/default-fields' },
  { title: 'Ticket variations', to: '/events/$uuid/settings/ticket-variations' },
  { title: 'Tags', to: '/events/$uuid/settings/tags' },
  { title: 'Mail', to: '/events/$uuid/settings/smtp' },
  { title: 'Webhooks', to: '/events/$uuid/settings/webhooks' },
]

const linkClass = 'flex h-8 shrink-0 items-center rounded-md px-2.5 text-[13px] font-medium whitespace-nowrap transition-colors'

/** The event's settings: a list of its screens beside (or above, on phones) the open one. */
export function SettingsLayout({ uuid }: { uuid: string }) {
  const nav = useCurrentLinkInView<HTMLElement>()
  const fade = useScrollEdgeFade(nav)
  return (
    <div className="grid gap-6 lg:grid-cols-[190px_1fr] lg:gap-8">
      <nav ref={nav} aria-label="Settings" className="-mx-1 flex gap-1 overflow-x-auto lg:mx-0 lg:flex-col" style={fade} data-scrolls-sideways>
        {LINKS.map((link) =>
          link.to ? (
            <Link
              key={link.title}
              to={link.to}
              params={{ uuid }}
              className={cn(linkClass, 'text-muted-foreground hover:bg-muted hover:text-foreground')}
              activeProps={{ className: '!bg-primary-soft !text-primary', 'aria-current': 'page' }}
            >
              {link.title}
            </Link>
          ) : (
            <span
              key={link.title}
              aria-disabled="true"
              title={`${link.title} settings are not available yet`}
              className={cn(linkClass, 'cursor-not-allowed text-disabled-foreground')}
            >
              {link.title}
            </span>
          ),
        )}
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}
