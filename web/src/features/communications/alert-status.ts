import type { Alert } from '@/api/communications'
import type { BadgeTone } from '@/components/ui/badge'
import { formatEventTime } from '@/lib/event-time'

export type AlertStatusView = { label: string; tone: BadgeTone; /** When, in the event's time zone, labelled. */ when: string | null }

/**
 * A communication's state as the list and its page say it: Draft, Scheduled
 * for a time, Sending, Sent when; times in the event's zone with its name.
 */
export function alertStatusOf(alert: Pick<Alert, 'status' | 'due_at' | 'dispatched_at' | 'updated_at'>, timezone: string, now = new Date()): AlertStatusView {
  switch (alert.status) {
    case 'draft':
      return { label: 'Draft', tone: 'neutral', when: null }
    case 'scheduled':
      return { label: 'Scheduled', tone: 'info', when: alert.due_at ? formatEventTime(alert.due_at, timezone, now) : null }
    case 'sending':
      return { label: 'Sending', tone: 'warning', when: null }
    case 'sent':
      return { label: 'Sent', tone: 'success', when: formatEventTime(alert.dispatched_at ?? alert.updated_at, timezone, now) }
  }
}
