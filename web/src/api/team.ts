import { queryOptions } from '@tanstack/react-query'
import type { EventPermissions, EventRole } from '@usher/domain/access/event-roles'
import { api } from '@/lib/api-client'
import { eventKeys } from './events'
import type { CommandResult, Single } from './pagination'
import type { z } from 'zod'
import type { AcceptedShareSchema, MyEventPermissionsSchema, ShareLinkSchema, TeamInvitationSchema, TeamMemberSchema } from '@usher/domain/contract/team'

export type { EventPermissions, EventRole }

/** A person on the event's team: an organisation member (id null until the team names them) or a pending invitation. */
export type TeamMember = z.infer<typeof TeamMemberSchema>

export type TeamInvitation = { email: string; role: EventRole }
export type SavedAdministrator = z.infer<typeof TeamInvitationSchema>
export type MyEventPermissions = z.infer<typeof MyEventPermissionsSchema>

// Under the event's detail key: a change to the team can change the signed-in person's own permissions.
export const teamKeys = {
  administrators: (eventUuid: string) => [...eventKeys.detail(eventUuid), 'administrators'] as const,
  permissions: (eventUuid: string) => [...eventKeys.detail(eventUuid), 'permissions'] as const,
}

const base = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}`

export function teamQuery(eventUuid: string) {
  return queryOptions({
    queryKey: teamKeys.administrators(eventUuid),
    queryFn: ({ signal }) => api.get<{ data: TeamMember[] }>(`${base(eventUuid)}/administrators`, { signal }).then((r) => r.data),
  })
}

export function eventPermissionsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: teamKeys.permissions(eventUuid),
    queryFn: ({ signal }) => api.get<Single<MyEventPermissions>>(`${base(eventUuid)}/permissions`, { signal }).then((r) => r.data),
  })
}

export function inviteAdministrator(eventUuid: string, invitation: TeamInvitation): Promise<CommandResult<SavedAdministrator>> {
  return api.post(`${base(eventUuid)}/administrators`, invitation)
}

export function setAdministratorRole(administratorId: string, role: EventRole): Promise<CommandResult<SavedAdministrator>> {
  return api.post(`/api/v2/events/administrators/${encodeURIComponent(administratorId)}/set-role`, { role })
}

/**
 * Sets a member's role. Organisation members the team does not name yet have
 * no administrator id: inviting their address with the role names them.
 */
export function changeMemberRole(eventUuid: string, member: Pick<TeamMember, 'id' | 'email'>, role: EventRole): Promise<CommandResult<SavedAdministrator>> {
  return member.id ? setAdministratorRole(member.id, role) : inviteAdministrator(eventUuid, { email: member.email, role })
}

export type ShareableRole = Exclude<EventRole, 'inactive'>
export type ShareLink = z.infer<typeof ShareLinkSchema>
export type AcceptedShare = z.infer<typeof AcceptedShareSchema>

const shareLinkKeys = {
  link: (eventUuid: string, role: ShareableRole) => [...eventKeys.detail(eventUuid), 'share-link', role] as const,
}

/** Spec 'GET /events/{id}/share/link': whoever opens it joins the team with the role. */
export function shareLinkQuery(eventUuid: string, role: ShareableRole) {
  return queryOptions({
    queryKey: shareLinkKeys.link(eventUuid, role),
    queryFn: ({ signal }) => api.get<Single<ShareLink>>(`${base(eventUuid)}/share/link?role=${role}`, { signal }).then((r) => r.data),
  })
}

export function resetShareLinks(eventUuid: string): Promise<CommandResult<{ event_uuid: string; generation: number }>> {
  return api.post(`${base(eventUuid)}/share/link/reset`)
}

/** Spec 'GET /events/share/accept/{code}/{x}', with the event as {x}. */
export function acceptShareLink(eventUuid: string, code: string): Promise<CommandResult<AcceptedShare>> {
  return api.post(`/api/v2/events/share/accept/${encodeURIComponent(code)}/${encodeURIComponent(eventUuid)}`)
}
