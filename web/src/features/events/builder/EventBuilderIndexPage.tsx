import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { eventQuery } from '@/api/events'
import { ChevronRight } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { useDocumentTitle } from '@/lib/page-title'
import { BUILDER_SCREENS, type BuilderScreen } from './builder-screens'

/** /events/{uuid}/event-builder: the builder's screens, each one a way in. */
export function EventBuilderIndexPage({ uuid }: { uuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(uuid))
  useDocumentTitle(`Event Builder · ${event.name}`)
  return (
    <section aria-labelledby="builder-title" data-testid="event-builder-index">
      <h2 id="builder-title" className="text-[15px] font-semibold">
        Event Builder
      </h2>
      <p className="mt-1 text-[13px] text-muted-foreground">What guests see and how the event works, one screen at a time.</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {BUILDER_SCREENS.map((screen) => (
          <li key={screen.title}>
            <ScreenCard uuid={uuid} screen={screen} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ScreenCard({ uuid, screen }: { uuid: string; screen: BuilderScreen }) {
  const body = (
    <>
      <screen.icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 text-sm font-medium">
          {screen.title}
          {!screen.to && <Badge tone="neutral">Not available yet</Badge>}
        </span>
        <span className="mt-0.5 block text-[13px] text-muted-foreground">{screen.description}</span>
      </span>
    </>
  )
  const box = 'flex h-full items-start gap-3 rounded-lg border border-border bg-background p-4 shadow-card'
  if (!screen.to)
    return (
      <div className={`${box} opacity-70`} aria-disabled="true">
        {body}
      </div>
    )
  return (
    <Link to={screen.to} params={{ uuid }} className={`${box} transition-colors hover:border-border-strong hover:bg-muted`}>
      {body}
      <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 text-subtle-foreground" />
    </Link>
  )
}
