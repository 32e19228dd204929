import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult, Paginated, Single } from './pagination'

/** `me`: the signed-in account (PRO hosts); anything else: a GO host's personal token. */
export const SIGNED_IN_HOST = 'me'

export type HostAccess = { open: boolean; message: string | null }

export type HostedGroup = {
  id: string
  name: string
  experience_type: string
  event: { uuid: string; name: string; when: string | null; where: string | null; timezone: string }
  host: { id: string; first_name: string; last_name: string }
  host_access_till: string | null
  access: HostAccess
  settings: { is_email_required: boolean; is_sending_tickets_enabled: boolean }
  tickets: { allocated: number; named: number; placeholders: number; attending: number; checked_in: number }
}

export type PortalGuest = {
  id: string
  first_name: string
  last_name: string
  full_name: string
  email: string | null
  phone_number: string | null
  is_placeholder: boolean
  is_attending: boolean | null
  rsvped_at: string | null
  is_invited: boolean
  invitation_sent_at: string | null
  checked_in: boolean
  checked_in_at: string | null
}

export type GuestContact = { first_name?: string; last_name?: string; email?: string; phone_number?: string }

export type HostOfLink = { first_name: string; last_name: string; email: string | null; event_name: string; experience_type: string | null }

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

export function groupGuests(host: string, groupId: string, query: { search: string; page: number; per_page: number }, signal?: AbortSignal): Promise<Paginated<PortalGuest>> {
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
