import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { withCacheWork, type MutationConfig } from './mutation-config'
import type { CommandResult, Paginated, Single } from './pagination'
import type { z } from 'zod'
import type { WebhookAttemptSchema, WebhookDeliverySchema, WebhookEndpointDetailSchema, WebhookEndpointListItemSchema } from '@usher/domain/contract/webhooks'

/** An endpoint as lists show it: never its secret. */
export type WebhookEndpoint = z.infer<typeof WebhookEndpointListItemSchema>

export type WebhookEndpointDetail = z.infer<typeof WebhookEndpointDetailSchema>

/** The reply to a creation: the secret is in it this once (and on an explicit reveal). */
export type CreatedWebhookEndpoint = WebhookEndpoint & { secret: string }

export type WebhookEndpointInput = { url: string; description: string; event_types: string[] }

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed'

export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>

export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>

/** Whose endpoints: the organisation's own (null) or one event's. */
export type WebhookScope = { eventUuid: string | null }

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (scope: WebhookScope) => [...webhookKeys.all, 'list', scope.eventUuid ?? 'organisation'] as const,
  detail: (id: string) => [...webhookKeys.all, 'detail', id] as const,
  deliveries: (id: string, filters: DeliveryFilters) => [...webhookKeys.detail(id), 'deliveries', filters] as const,
}

export type DeliveryFilters = { status: WebhookDeliveryStatus | null; page: number }

const listPath = ({ eventUuid }: WebhookScope) => (eventUuid ? `/api/v2/events/${encodeURIComponent(eventUuid)}/webhooks` : '/api/v2/webhooks')
const endpointPath = (id: string) => `/api/v2/webhooks/${encodeURIComponent(id)}`

export function webhookEndpointsQuery(scope: WebhookScope) {
  return queryOptions({
    queryKey: webhookKeys.list(scope),
    queryFn: ({ signal }) => api.get<{ data: WebhookEndpoint[] }>(listPath(scope), { signal }).then((r) => r.data),
  })
}

export function webhookEndpointQuery(id: string) {
  return queryOptions({
    queryKey: webhookKeys.detail(id),
    queryFn: ({ signal }) => api.get<Single<WebhookEndpointDetail>>(endpointPath(id), { signal }).then((r) => r.data),
  })
}

export function webhookDeliveriesQuery(id: string, filters: DeliveryFilters) {
  const params = new URLSearchParams({ page: String(filters.page), per_page: '20' })
  if (filters.status) params.set('status', filters.status)
  return queryOptions({
    queryKey: webhookKeys.deliveries(id, filters),
    queryFn: ({ signal }) => api.get<Paginated<WebhookDelivery>>(`${endpointPath(id)}/deliveries?${params}`, { signal }),
    // The log fills in as deliveries are attempted.
    refetchInterval: 5000,
  })
}

export function createWebhookEndpoint(scope: WebhookScope, input: WebhookEndpointInput): Promise<CommandResult<CreatedWebhookEndpoint>> {
  return api.post(listPath(scope), input)
}

export function updateWebhookEndpoint(id: string, input: Partial<WebhookEndpointInput>): Promise<CommandResult<WebhookEndpoint>> {
  return api.put(endpointPath(id), input)
}

export function deleteWebhookEndpoint(id: string): Promise<CommandResult<{ id: string; deleted: true }>> {
  return api.delete(endpointPath(id))
}

export function setWebhookEndpointEnabled(id: string, enabled: boolean): Promise<CommandResult<WebhookEndpoint>> {
  return api.post(`${endpointPath(id)}/${enabled ? 'enable' : 'disable'}`)
}

export function revealWebhookSecret(id: string): Promise<Single<{ id: string; secret: string }>> {
  return api.get(`${endpointPath(id)}/secret`)
}

export function rotateWebhookSecret(id: string): Promise<CommandResult<{ id: string; secret: string }>> {
  return api.post(`${endpointPath(id)}/rotate-secret`)
}

export function sendWebhookTest(id: string): Promise<CommandResult<WebhookEndpoint>> {
  return api.post(`${endpointPath(id)}/test`)
}

export function redeliverWebhook(id: string, deliveryId: string): Promise<CommandResult<{ id: string; status: 'pending' }>> {
  return api.post(`${endpointPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`)
}

/** Every webhook list, endpoint and delivery log reads again. */
function useRefreshWebhooks() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all })
}

export type WebhookEndpointSave = { id: string | null; input: WebhookEndpointInput }

/** Creates (no id) or edits an endpoint. */
export function useSaveWebhookEndpointMutation(scope: WebhookScope, config?: MutationConfig<CreatedWebhookEndpoint | WebhookEndpoint, WebhookEndpointSave>) {
  return useMutation({
    ...withCacheWork(config, useRefreshWebhooks()),
    mutationFn: ({ id, input }: WebhookEndpointSave) =>
      (id ? updateWebhookEndpoint(id, input) : createWebhookEndpoint(scope, input)).then((r): CreatedWebhookEndpoint | WebhookEndpoint => r.data),
  })
}

export function useDeleteWebhookEndpointMutation(config?: MutationConfig<CommandResult<{ id: string; deleted: true }>, WebhookEndpoint>) {
  return useMutation({ ...withCacheWork(config, useRefreshWebhooks()), mutationFn: (endpoint: WebhookEndpoint) => deleteWebhookEndpoint(endpoint.id) })
}

export type WebhookEnabledChange = { endpoint: WebhookEndpoint; enabled: boolean }

export function useSetWebhookEnabledMutation(config?: MutationConfig<CommandResult<WebhookEndpoint>, WebhookEnabledChange>) {
  return useMutation({
    ...withCacheWork(config, useRefreshWebhooks()),
    mutationFn: ({ endpoint, enabled }: WebhookEnabledChange) => setWebhookEndpointEnabled(endpoint.id, enabled),
  })
}

/** A new signing secret, answered once; nothing cached holds secrets. */
export function useRotateWebhookSecretMutation(config?: MutationConfig<string, WebhookEndpoint>) {
  return useMutation({ ...config, mutationFn: (endpoint: WebhookEndpoint) => rotateWebhookSecret(endpoint.id).then((r) => r.data.secret) })
}

export function useSendWebhookTestMutation(config?: MutationConfig<CommandResult<WebhookEndpoint>, WebhookEndpoint>) {
  return useMutation({ ...withCacheWork(config, useRefreshWebhooks()), mutationFn: (endpoint: WebhookEndpoint) => sendWebhookTest(endpoint.id) })
}

export function useRedeliverWebhookMutation(endpointId: string, config?: MutationConfig<CommandResult<{ id: string; status: 'pending' }>, string>) {
  return useMutation({ ...withCacheWork(config, useRefreshWebhooks()), mutationFn: (deliveryId: string) => redeliverWebhook(endpointId, deliveryId) })
}
