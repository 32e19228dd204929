import { useMemo } from 'react'
import { JOURNEY_LIMITS, type JourneyGraph } from '@usher/domain/journeys/index'
import { documentSize } from '@usher/domain/values/document-size'

const numbers = new Intl.NumberFormat('en-US')

/**
 * How much of a journey's room (its whole draft's bound) the draft uses,
 * once that is worth knowing: from half of it on, and as a warning near the end.
 */
export function JourneyRoom({ graph }: { graph: JourneyGraph }) {
  const size = useMemo(() => documentSize(graph), [graph])
  const share = size / JOURNEY_LIMITS.draftCharacters
  if (share < 0.5) return null
  return (
    <span
      className={share >= 0.9 ? 'text-xs font-medium text-warning' : 'text-xs text-muted-foreground'}
      title="A journey's steps hold their names, texts and settings: this many characters at most, all together."
      data-testid="journey-room"
    >
      {Math.min(100, Math.floor(share * 100))}% of the journey's room used · {numbers.format(size)} of {numbers.format(JOURNEY_LIMITS.draftCharacters)}{' '}
      characters
    </span>
  )
}
