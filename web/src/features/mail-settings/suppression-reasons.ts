import type { BadgeTone } from '@/components/ui/badge'
import type { SuppressionReason } from '@/api/mail-settings'

/** How each reason looks on the list, and what it means (its name comes with the list, from the server). */
export const SUPPRESSION_REASON_LOOKS: Record<SuppressionReason, { tone: BadgeTone; explanation: string }> = {
  unsubscribed: { tone: 'neutral', explanation: 'The guest unsubscribed from a message.' },
  bounced: { tone: 'error', explanation: "The guest's mail server said this address cannot receive mail." },
  complained: { tone: 'warning', explanation: 'The guest marked a message as spam.' },
  added_by_organiser: { tone: 'outline', explanation: 'Someone running the event added it here.' },
}
