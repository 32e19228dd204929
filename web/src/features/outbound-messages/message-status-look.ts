import { toneOf, type MessageStatus } from '@usher/domain/communications/message-status'
import type { BadgeTone } from '@/components/ui/badge'

/** The spec's three tones as the dashboard's colours: went well, on its way, went wrong. */
const BADGE_TONES = { positive: 'success', neutral: 'neutral', negative: 'error' } as const satisfies Record<ReturnType<typeof toneOf>, BadgeTone>

export function badgeToneOf(status: MessageStatus): BadgeTone {
  return BADGE_TONES[toneOf(status)]
}

/** The dot of a timeline step, in the same tones. */
const DOT_TONES = { positive: 'bg-success', neutral: 'bg-border-strong', negative: 'bg-error' } as const

export function dotToneOf(status: MessageStatus): string {
  return DOT_TONES[toneOf(status)]
}

/** Where the details are already on screen, the explanation's "Click for details." has nothing to point at. */
export function explanationWithoutPointer(explanation: string): string {
  return explanation.replace(/\s*Click for details\.?$/, '')
}
