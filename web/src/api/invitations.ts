import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Attendee } from './attendees'
import type { CommandResult, Single } from './pagination'
import { inBulkParts } from './bulk-parts'
import type { z } from 'zod'
import type { InvitationPreviewSchema, PutEventsAttendeesBulkInviteReplies, RsvpPageSchema } from '@usher/domain/contract/invitations'

export type BulkInviteResult = z.infer<(typeof PutEventsAttendeesBulkInviteReplies)[200]>['data']

/** What goes with an invitation: a message, and the journey it leads through (none: the group's or the event's default). */
export type InvitationChoice = { message?: string | null; journey_id?: string | null }

export function inviteAttendee(id: string, choice: InvitationChoice = {}): Promise<CommandResult<Attendee>> {
  return api.put(`/api/v2/events/attendees/${id}/resend-invitation`, { message: choice.message ?? null, journey_id: choice.journey_id ?? null })
}

export function bulkInvite(eventUuid: string, ids: string[], choice: InvitationChoice = {}): Promise<CommandResult<BulkInviteResult>> {
  return inBulkParts(ids, (part) =>
    api.put(`/api/v2/events/${eventUuid}/attendees-bulk/invite`, { attendees: part, message: choice.message ?? null, journey_id: choice.journey_id ?? null }),
  )
}

export function invitationLinks(eventUuid: string, id: string): Promise<Single<{ attendee_id: string; rsvp_link: string }>> {
  return api.get(`/api/v2/events/${eventUuid}/attendees/${id}/invitation-links`)
}

/** The invitation as one guest would get it if invited now: sender name, subject, the email and its plain text. */
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>

export function invitationPreview(eventUuid: string, id: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return api.get<Single<InvitationPreview>>(`/api/v2/events/${eventUuid}/attendees/${id}/invitation-preview`, { signal }).then((r) => r.data)
}

/** What the public RSVP page shows a guest (no account needed: the link is the credential). */
export type PublicInvitation = z.infer<typeof RsvpPageSchema>

export type PlusOneInput = { first_name: string; last_name: string; email?: string; phone_number?: string }

/** `?lang=` when the guest picked a language on the page; without, the server takes theirs, the event's or the browser's. */
const langQuery = (lang: string | null) => (lang ? `?lang=${encodeURIComponent(lang)}` : '')

export function openInvitation(token: string, lang: string | null, signal?: AbortSignal): Promise<Single<PublicInvitation>> {
  return api.get(`/api/v2/public/rsvp/${encodeURIComponent(token)}${langQuery(lang)}`, { signal })
}

export const publicInvitationKey = (token: string, lang: string | null = null) => ['public-invitation', token, lang] as const

/** The RSVP page's invitation, read once: a guest's own answer is what changes it, and that answer returns it. */
export function publicInvitationQuery(token: string, lang: string | null = null) {
  return queryOptions({
    queryKey: publicInvitationKey(token, lang),
    queryFn: ({ signal }) => openInvitation(token, lang, signal).then((r) => r.data),
    retry: false,
    refetchOnWindowFocus: false,
  })
}

export function answerInvitation(
  token: string,
  answer: { is_attending: boolean; plus_ones: PlusOneInput[] },
  lang: string | null = null,
): Promise<CommandResult<PublicInvitation>> {
  return api.post(`/api/v2/public/rsvp/${encodeURIComponent(token)}${langQuery(lang)}`, answer)
}
