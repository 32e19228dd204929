import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { withCacheWorkFirst, type MutationConfig } from './mutation-config'
import type { z } from 'zod'
import type { EventRole } from '@usher/domain/access/event-roles'
import type { Location } from '@usher/domain/constants/locations'
import type { AddressSchema, MemberSchema, OrganisationSchema, PendingMemberSchema } from '@usher/domain/contract/organisations'
import { api } from '@/lib/api-client'
import type { CommandResult, Single } from './pagination'

export type Organisation = z.infer<typeof OrganisationSchema>
export type OnboardingStep = Organisation['onboarding_step']
export type OrganisationAddress = z.infer<typeof AddressSchema>
export type OrganisationMember = z.infer<typeof MemberSchema>
export type PendingMember = z.infer<typeof PendingMemberSchema>
export type ProfileInput = { name: string; timezone: string; logo_media_id: string | null }

export const organisationKeys = {
  all: ['organisation'] as const,
  profile: () => [...organisationKeys.all, 'profile'] as const,
  addresses: () => [...organisationKeys.all, 'addresses'] as const,
  members: () => [...organisationKeys.all, 'members'] as const,
}

export function organisationQuery() {
  return queryOptions({
    queryKey: organisationKeys.profile(),
    queryFn: ({ signal }) => api.get<Single<Organisation>>('/api/v2/organizations', { signal }).then((r) => r.data),
  })
}

export function addressesQuery() {
  return queryOptions({
    queryKey: organisationKeys.addresses(),
    queryFn: ({ signal }) => api.get<{ data: OrganisationAddress[] }>('/api/v2/addresses', { signal }).then((r) => r.data),
  })
}

export function membersQuery() {
  return queryOptions({
    queryKey: organisationKeys.members(),
    queryFn: ({ signal }) => api.get<{ data: OrganisationMember[]; pending: PendingMember[] }>('/api/v2/organizations/members', { signal }),
  })
}

export function saveOrganisationProfile(input: ProfileInput): Promise<CommandResult<Omit<Organisation, 'can_edit' | 'onboarding_step' | 'logo_src'>>> {
  return api.post('/api/v2/organizations', input)
}

export function setOnboardingStep(step: OnboardingStep, skipped: boolean): Promise<CommandResult<{ onboarding_step: OnboardingStep }>> {
  return api.post('/api/v2/organizations/onboarding', { step, skipped })
}

export function inviteTeammates(emails: string[], role: EventRole): Promise<CommandResult<PendingMember[]>> {
  return api.post('/api/v2/organizations/invitations', { emails, default_event_role: role })
}

export function setMemberRole(memberId: string, role: EventRole): Promise<CommandResult<{ id: string; default_event_role: EventRole }>> {
  return api.post(`/api/v2/organizations/members/${encodeURIComponent(memberId)}/role`, { default_event_role: role })
}

export type AddressInput = Partial<Location>

export function addAddress(input: AddressInput): Promise<CommandResult<OrganisationAddress>> {
  return api.post('/api/v2/addresses', input)
}

export function updateAddress(id: string, input: AddressInput): Promise<CommandResult<OrganisationAddress>> {
  return api.put(`/api/v2/addresses/${encodeURIComponent(id)}`, input)
}

export function removeAddress(id: string): Promise<void> {
  return api.delete(`/api/v2/addresses/${encodeURIComponent(id)}`)
}

/**
 * A change to the organisation (saveOrganisationProfile, setOnboardingStep, inviteTeammates,
 * setMemberRole, addAddress, updateAddress, removeAddress): every organisation screen reads again
 * before the screen goes on.
 */
export function useOrganisationChange<Input, Result>(change: (input: Input) => Promise<Result>, config?: MutationConfig<Result, Input>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWorkFirst(config, () => queryClient.invalidateQueries({ queryKey: organisationKeys.all })), mutationFn: change })
}
