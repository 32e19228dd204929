import type { BadgeTone } from '@/components/ui/badge'
import type { SuppressionReason } from '@/api/mail-settings'

/** Why an address is on the list, in words, with what it means. */
export const SUPPRESSION_REASONS: Record<SuppressionReason, { label: string; tone: BadgeTone; explanation: string }> = {
  unsubscribed: { label: 'Unsubscribed', tone: 'neutral', explanation: 'The guest unsubscribed from a message.' },
  bounced: { label: 'Bounced', tone: 'error', explanation: "The guest's mail server said this address cannot receive mail." },
  complained: { label: 'Marked as spam', tone: 'warning', explanation: 'The guest marked a message as spam.' },
  added_by_organiser: { label: 'Added by an organiser', tone: 'outline', explanation: 'Someone running the event added it here.' },
}

export function suppressionReasonOf(reason: string) {
  return SUPPRESSION_REASONS[reason as SuppressionReason] ?? { label: reason, tone: 'neutral' as const, explanation: '' }
}
