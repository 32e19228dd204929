import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { withCacheWorkFirst, type MutationConfig } from './mutation-config'
import type { z } from 'zod'
import type {
  AdminSsoDomainClaimSchema,
  GetAdminSsoDomainsReplies,
  GetSsoIdentitiesReplies,
  GetSsoOptionsReplies,
  GetSsoProviderReplies,
  GetUserByIdentifierReplies,
  PostSsoDomainProofReplies,
  SsoDomainClaimSchema,
  SsoProviderSchema,
} from '@usher/domain/contract/sso'
import { api } from '@/lib/api-client'

export type SsoProvider = z.infer<typeof SsoProviderSchema>
export type SsoProviderAnswer = z.infer<(typeof GetSsoProviderReplies)[200]>
export type SsoOptions = z.infer<(typeof GetSsoOptionsReplies)[200]>
export type SignInMethods = z.infer<(typeof GetUserByIdentifierReplies)[200]>
export type SsoIdentities = z.infer<(typeof GetSsoIdentitiesReplies)[200]>
export type SsoDomainClaim = z.infer<typeof SsoDomainClaimSchema>
export type AdminSsoDomainClaim = z.infer<typeof AdminSsoDomainClaimSchema>
type SsoDomainProof = z.infer<(typeof PostSsoDomainProofReplies)[200]>
type AdminSsoDomains = z.infer<(typeof GetAdminSsoDomainsReplies)[200]>

/** Whose provider: the instance's (its administrators) or the asker's organisation's (its editors). */
export type SsoScope = 'instance' | 'organisation'

export type SsoProviderInput = {
  kind: 'entra' | 'oidc'
  display_name: string
  issuer_url: string
  entra_tenant: string
  client_id: string
  client_secret: string
  email_domains: string[]
}

const providerPath = (scope: SsoScope) => (scope === 'instance' ? '/api/admin/sso-provider' : '/api/organization/sso-provider')

export const ssoKeys = {
  all: ['sso'] as const,
  provider: (scope: SsoScope) => [...ssoKeys.all, 'provider', scope] as const,
  options: () => [...ssoKeys.all, 'options'] as const,
  methods: (domain: string) => [...ssoKeys.all, 'methods', domain] as const,
  identities: () => [...ssoKeys.all, 'identities'] as const,
  domainReview: () => [...ssoKeys.all, 'domain-review'] as const,
}

export function ssoProviderQuery(scope: SsoScope) {
  return queryOptions({
    queryKey: ssoKeys.provider(scope),
    queryFn: ({ signal }) => api.get<SsoProviderAnswer>(providerPath(scope), { signal, silent: true }),
    retry: false,
  })
}

export function saveSsoProvider(scope: SsoScope, input: SsoProviderInput) {
  return api.put<{ data: SsoProvider }>(providerPath(scope), input)
}

export function removeSsoProvider(scope: SsoScope) {
  return api.delete<void>(providerPath(scope))
}

/** The instance's provider for the login page's button: public, no secret. */
export function ssoOptionsQuery() {
  return queryOptions({
    queryKey: ssoKeys.options(),
    queryFn: ({ signal }) => api.get<SsoOptions>('/api/auth/sso-options', { signal, silent: true }),
    staleTime: 60_000,
  })
}

/** How an address signs in, by its domain; the same for every address of a domain. */
export function signInMethodsQuery(email: string) {
  const domain = email.split('@').at(-1)?.toLowerCase() ?? ''
  return queryOptions({
    queryKey: ssoKeys.methods(domain),
    queryFn: ({ signal }) =>
      api.get<SignInMethods>(`/api/auth/user-by-identifier?identifier=${encodeURIComponent(`someone@${domain}`)}`, { signal, silent: true }),
    enabled: /^[^@\s]+\.[^@\s]+$/.test(domain),
    staleTime: 60_000,
    retry: false,
  })
}

export function ssoIdentitiesQuery() {
  return queryOptions({ queryKey: ssoKeys.identities(), queryFn: ({ signal }) => api.get<SsoIdentities>('/api/auth/sso/identities', { signal, silent: true }) })
}

/** Where to send the browser to connect the signed-in account. */
export function startSsoLink() {
  return api.post<{ data: { redirect_url: string } }>('/api/auth/sso/link')
}

/** "Check now": asks the server to look up the domain's TXT record and prove the claim if it is there. */
export function checkSsoDomain(domain: string) {
  return api.post<SsoDomainProof>(`/api/organization/sso-provider/domains/${encodeURIComponent(domain)}/check`)
}

/** The admin panel's review of every organisation's claims, waiting ones first. */
export function ssoDomainReviewQuery() {
  return queryOptions({
    queryKey: ssoKeys.domainReview(),
    queryFn: ({ signal }) => api.get<AdminSsoDomains>('/api/v2/admin/sso-domains', { signal, query: { per_page: 100 } }),
  })
}

/** An administrator of the instance approves an organisation's claim by hand. */
export function approveSsoDomain(claim: Pick<AdminSsoDomainClaim, 'organisation_id' | 'domain'>) {
  return api.post<SsoDomainProof>('/api/admin/sso-domains/approve', { organisation_id: claim.organisation_id, domain: claim.domain })
}

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>

/** Every single sign-on screen (the provider, its domains, the administrators' review) reads again before the screen says it is done. */
function useRefreshSso() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ssoKeys.all })
}

export function useSaveSsoProvider(scope: SsoScope, config?: MutationConfig<Answer<typeof saveSsoProvider>, SsoProviderInput>) {
  return useMutation({ ...withCacheWorkFirst(config, useRefreshSso()), mutationFn: (input: SsoProviderInput) => saveSsoProvider(scope, input) })
}

export function useRemoveSsoProvider(scope: SsoScope, config?: MutationConfig<Answer<typeof removeSsoProvider>, void>) {
  return useMutation({ ...withCacheWorkFirst(config, useRefreshSso()), mutationFn: () => removeSsoProvider(scope) })
}

/** Looks for the domain's TXT record now. */
export function useCheckSsoDomain(config?: MutationConfig<Answer<typeof checkSsoDomain>, string>) {
  return useMutation({ ...withCacheWorkFirst(config, useRefreshSso()), mutationFn: checkSsoDomain })
}

export function useApproveSsoDomain(config?: MutationConfig<Answer<typeof approveSsoDomain>, Pick<AdminSsoDomainClaim, 'organisation_id' | 'domain'>>) {
  return useMutation({ ...withCacheWorkFirst(config, useRefreshSso()), mutationFn: approveSsoDomain })
}

/** Where to sign in at the provider to connect it; the screen goes there. */
export function useStartSsoLink(config?: MutationConfig<Answer<typeof startSsoLink>, void>) {
  return useMutation({ ...config, mutationFn: startSsoLink })
}
