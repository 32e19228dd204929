import { api } from '@/lib/api-client'
import type { DefaultFields } from '@usher/domain/fields/default-fields'
import type { Attendee } from './attendees'
import type { CommandResult, Single } from './pagination'
import { inBulkParts } from './bulk-parts'

export type BulkInviteResult = { invited: number; skipped_without_email: number; attendees: string[] }

export function inviteAttendee(id: string, message?: string | null): Promise<CommandResult<Attendee>> {
  return api.put(`/api/v2/events/attendees/${id}/resend-invitation`, { message: message ?? null })
}

export function bulkInvite(eventUuid: string, ids: string[], message?: string | null): Promise<CommandResult<BulkInviteResult>> {
  return inBulkParts(ids, (part) => api.put(`/api/v2/events/${eventUuid}/attendees-bulk/invite`, { attendees: part, message: message ?? null }))
}

export function invitationLinks(eventUuid: string, id: string): Promise<Single<{ attendee_id: string; rsvp_link: string }>> {
  return api.get(`/api/v2/events/${eventUuid}/attendees/${id}/invitation-links`)
}

/** What the public RSVP page shows a guest (no account needed: the link is the credential). */
export type PublicInvitation = {
  event: { name: string; when: string | null; where: string | null; timezone: string }
  guest: { first_name: string; last_name: string; full_name: string; is_attending: boolean | null; rsvped_at: string | null }
  plus_ones: { id: string; first_name: string; last_name: string }[]
  plus_ones_allowed: boolean
  plus_one_limit: number
  /** Which built-in fields the plus-one form shows and requires. */
  default_fields?: DefaultFields
}

export type PlusOneInput = { first_name: string; last_name: string; email?: string; phone_number?: string }

export function openInvitation(token: string, signal?: AbortSignal): Promise<Single<PublicInvitation>> {
  return api.get(`/api/v2/public/rsvp/${encodeURIComponent(token)}`, { signal })
}

export function answerInvitation(token: string, answer: { is_attending: boolean; plus_ones: PlusOneInput[] }): Promise<CommandResult<PublicInvitation>> {
  return api.post(`/api/v2/public/rsvp/${encodeURIComponent(token)}`, answer)
}
