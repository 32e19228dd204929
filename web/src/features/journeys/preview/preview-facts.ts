import { DateTime } from 'luxon'
import type { JourneyFacts } from '@usher/domain/journeys/index'

/** The made-up guest the preview walks with: what the organiser sets in the facts panel. */
export type PreviewGuest = {
  rsvp: boolean | null
  tag_ids: string[]
  total_attendees: number
  /** YYYY-MM-DD in the event's time zone. */
  today: string
  hours_since_invitation: number
}

export function todayIn(timezone: string): string {
  return DateTime.now().setZone(timezone).toISODate() ?? DateTime.now().toISODate()!
}

export function initialPreviewGuest(timezone: string): PreviewGuest {
  return { rsvp: null, tag_ids: [], total_attendees: 0, today: todayIn(timezone), hours_since_invitation: 0 }
}

/**
 * The evaluator's facts for the made-up guest: "now" is noon of the chosen
 * day in the event's zone, and the invitation went out the chosen hours before.
 */
export function factsOf(guest: PreviewGuest, timezone: string): JourneyFacts {
  const now = DateTime.fromISO(`${guest.today}T12:00:00`, { zone: timezone })
  const at = now.isValid ? now : DateTime.now()
  return {
    today: guest.today,
    now: at.toUTC().toISO()!,
    rsvp: guest.rsvp,
    total_attendees: guest.total_attendees,
    invited_at: at.minus({ hours: guest.hours_since_invitation }).toUTC().toISO()!,
    tag_ids: guest.tag_ids,
  }
}
