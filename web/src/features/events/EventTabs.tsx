import { Link, useRouterState } from '@tanstack/react-router'
import { mayOpenSection, type EventAreas, type EventSection } from '@usher/domain/access/event-areas'
import { cn } from '@/lib/cn'
import { useCurrentLinkInView } from '@/lib/use-current-link-in-view'
import { useScrollEdgeFade } from '@/lib/use-scroll-edge-fade'

type EventTab = {
  title: string
  section: EventSection
  to?:
    | '/events/$uuid'
    | '/events/$uuid/guest-management'
    | '/events/$uuid/communications'
    | '/events/$uuid/event-builder'
    | '/events/$uuid/share'
    | '/events/$uuid/settings/general'
    | '/events/$uuid/audit'
    | '/events/$uuid/scanner'
    | '/events/$uuid/floor-plan'
    | '/events/$uuid/journeys'
    | '/events/$uuid/reports'
  match?: string
  exact?: boolean
}

// Spec section 2: the event's children. Those without a screen yet are listed, disabled, to
// those who run the event (its `details` area); each tab shows only to roles that may open it.
const TABS: EventTab[] = [
  { title: 'Overview', section: 'guests', to: '/events/$uuid', exact: true },
  { title: 'Guest Management', section: 'guests', to: '/events/$uuid/guest-management' },
  { title: 'Communications', section: 'share', to: '/events/$uuid/communications' },
  { title: 'Event Builder', section: 'builder', to: '/events/$uuid/event-builder', match: '/event-builder' },
  { title: 'Floor Plan', section: 'builder', to: '/events/$uuid/floor-plan' },
  { title: 'Journeys', section: 'builder', to: '/events/$uuid/journeys' },
  { title: 'Share', section: 'share', to: '/events/$uuid/share' },
  { title: 'Reports', section: 'reports', to: '/events/$uuid/reports' },
  { title: 'Audit Log', section: 'audit', to: '/events/$uuid/audit' },
  // Not in the spec's list: the door scanner (issue 5), its own full-screen page.
  { title: 'Door Scanner', section: 'scanner', to: '/events/$uuid/scanner' },
  { title: 'Settings', section: 'settings', to: '/events/$uuid/settings/general', match: '/settings' },
]

const tabClass = 'relative inline-flex h-10 shrink-0 items-center px-0.5 text-[13px] font-medium transition-colors'

/**
 * Whether a tab is the page's own: a tab whose link opens one of its screens (Settings opens
 * General) stays marked on all of them, as `match` says, or Fields and Tags had no tab marked.
 */
function isCurrent(tab: EventTab, uuid: string, pathname: string): boolean {
  const base = `/events/${uuid}`
  const path = pathname.replace(/\/$/, '')
  if (tab.exact) return path === base
  if (tab.match) return path.startsWith(`${base}${tab.match}`)
  return path.startsWith(tab.to!.replace('/events/$uuid', base))
}

export function EventTabs({ uuid, areas }: { uuid: string; areas: EventAreas }) {
  const nav = useCurrentLinkInView<HTMLElement>()
  const fade = useScrollEdgeFade(nav)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <nav ref={nav} aria-label="Event sections" className="-mx-4 overflow-x-auto border-b border-border px-4 sm:mx-0 sm:px-0" style={fade} data-scrolls-sideways>
      {/* Eleven tabs fit beside the side navigation at 1280 px 16 px apart (24 px apart they did not, once Reports came). */}
      <div className="flex gap-3">
        {TABS.filter((tab) => mayOpenSection(areas, tab.section)).map((tab) =>
          tab.to ? (
            <Link
              key={tab.title}
              to={tab.to}
              params={{ uuid }}
              // The router marks only its exact page; which tab is current is isCurrent's to say.
              activeOptions={{ includeSearch: false, exact: true }}
              className={cn(
                tabClass,
                isCurrent(tab, uuid, pathname)
                  ? 'text-foreground after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:rounded-full after:bg-primary'
                  : 'text-muted-foreground hover:text-foreground',
              )}
              aria-current={isCurrent(tab, uuid, pathname) ? 'page' : undefined}
            >
              {tab.title}
            </Link>
          ) : (
            <span
              key={tab.title}
              aria-disabled="true"
              title={`${tab.title} is not available for this event`}
              className={cn(tabClass, 'cursor-not-allowed text-disabled-foreground')}
            >
              {tab.title}
            </span>
          ),
        )}
      </div>
    </nav>
  )
}
