import { Link } from '@tanstack/react-router'
import type { UsherEvent } from '@/api/events'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { areasFor } from './event-areas'

/** A link to each area of the event this person may open. */
export function EventAreaLinks({ event }: { event: UsherEvent }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Go to</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="overview-areas">
          {areasFor(event).map((area) => (
            <li key={area.to}>
              <Link
                to={area.to}
                params={{ uuid: event.uuid }}
                className="flex h-full items-start gap-3 rounded-md border border-border px-3 py-2.5 transition-colors hover:border-border-strong hover:bg-muted"
              >
                <area.icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{area.title}</span>
                  <span className="block text-[13px] text-muted-foreground">{area.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
