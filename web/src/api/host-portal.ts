import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult, Paginated, Single } from './pagination'
import type { z } from 'zod'
import type { HostAccessSchema, HostedGroupSchema, HostOfLinkSchema, PortalGuestSchema } from '@usher/domain/contract/host-portal'

/** `me`: the signed-in account (PRO hosts); anything else: a GO host's personal token. */
export const SIGNED_IN_HOST = 'me'

export type HostAccess = z.infer<typeof HostAccessSchema>

export type HostedGroup = z.infer<typeof HostedGroupSchema>

export type PortalGuest = z.infer<typeof PortalGuestSchema>

export type GuestContact = { first_name?: string; last_name?: string; email?: string; phone_number?: string }

export type HostOfLink = z.infer<typeof HostOfLinkSchema>

const base = (host: string) => `/api/v2/host-portal/${encodeURIComponent(host)}`
const groupBase = (host: string, groupId: string) => `${base(host)}/groups/${groupId}`

/** Query keys in one place; the portal polls them, and a write invalidates the group's. */
export const hostPortalKeys = {
  all: ['host-portal'] as const,
  groups: (host: string) => ['host-portal', host, 'groups'] as const,
  group: (host: string, groupId: string) => ['host-portal', host, 'group', groupId] as const,
  guests: (host: string, groupId: string, search: string, page: number) => ['host-portal', host, 'group', groupId, 'guests', search, page] as const,
  link: (token: string) => ['host-portal', 'link', token] as const,
}

export function hostGroups(host: string, signal?: AbortSignal): Promise<{ groups: HostedGroup[] }> {
  return api.get(`${base(host)}/groups`, { signal, silent: true })
}

/** GET /api/v2/events/host-group/all-by-user (spec): the groups the signed-in account hosts. */
export function groupsOfSignedInHost(signal?: AbortSignal): Promise<{ groups: HostedGroup[] }> {
  return api.get('/api/v2/events/host-group/all-by-user', { signal })
}

/** The signed-in host's groups, under one key so the home page notice and the portal share the cache. */
export function signedInHostGroupsQuery() {
  return queryOptions({
    queryKey: hostPortalKeys.groups(SIGNED_IN_HOST),
    queryFn: ({ signal }) => groupsOfSignedInHost(signal).then((r) => r.groups),
  })
}

export function hostGroup(host: string, groupId: string, signal?: AbortSignal): Promise<Single<HostedGroup>> {
  return api.get(groupBase(host, groupId), { signal, silent: true })
}

export function groupGuests(
  host: string,
  groupId: string,
  query: { search: string; page: number; per_page: number },
  signal?: AbortSignal,
): Promise<Paginated<PortalGuest>> {
  return api.get(`${groupBase(host, groupId)}/guests`, { query, signal, silent: true })
}

export function hostOfLink(token: string, signal?: AbortSignal): Promise<Single<HostOfLink>> {
  return api.get(`/api/v2/host-portal/links/${encodeURIComponent(token)}`, { signal })
}

export function nameTicket(host: string, groupId: string, id: string, contact: GuestContact): Promise<CommandResult<PortalGuest>> {
  return api.post(`${groupBase(host, groupId)}/guests/${id}/name`, contact)
}

export function editGuest(host: string, groupId: string, id: string, contact: GuestContact): Promise<CommandResult<PortalGuest>> {
  return api.put(`${groupBase(host, groupId)}/guests/${id}`, contact)
}

export function inviteGuest(host: string, groupId: string, id: string): Promise<CommandResult<PortalGuest>> {
  return api.post(`${groupBase(host, groupId)}/guests/${id}/invite`)
}

export function sendGuestPass(host: string, groupId: string, id: string): Promise<CommandResult<{ id: string; sent_to: string; pass_public_link: string }>> {
  return api.post(`${groupBase(host, groupId)}/guests/${id}/send-pass`)
}
