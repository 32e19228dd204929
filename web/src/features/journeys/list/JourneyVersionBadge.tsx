import type { Journey } from '@/api/journeys'
import { Badge } from '@/components/ui/badge'

/** Where a journey stands: never published, its published version, and whether the draft has moved on since. */
export function JourneyVersionBadge({ journey }: { journey: Pick<Journey, 'published_version' | 'has_unpublished_changes'> }) {
  if (journey.published_version === null)
    return (
      <Badge tone="neutral" data-testid="journey-version">
        Not published
      </Badge>
    )
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone="success" data-testid="journey-version">
        Version {journey.published_version}
      </Badge>
      {journey.has_unpublished_changes && <Badge tone="warning">Unpublished changes</Badge>}
    </span>
  )
}
