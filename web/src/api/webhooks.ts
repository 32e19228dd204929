import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult, Paginated, Single } from './pagination'

/** An endpoint as lists show it: never its secret. */
export type WebhookEndpoint = {
  id: string
  organisation_id: string
  event_uuid: string | null
  url: string
  description: string
  event_types: string[]
  enabled: boolean
  disabled_reason: 'manual' | 'failing' | null
  disabled_at: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

export type WebhookEndpointDetail = WebhookEndpoint & {
  deliveries: { pending: number; succeeded: number; failed: number }
  health: { consecutive_failures: number; failing_since: string | null; next_attempt_at: string | null; last_success_at: string | null }
}

/** The reply to a creation: the secret is in it this once (and on an explicit reveal). */
export type CreatedWebhookEndpoint = WebhookEndpoint & { secret: string }

export type WebhookEndpointInput = { url: string; description: string; event_types: string[] }

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed'

export type WebhookAttempt = { at: string; status_code: number | null; response_ms: number; error: string | null }

export type WebhookDelivery = {
  id: string
  event_id: string
  event_type: string
  position: string
  status: WebhookDeliveryStatus
  attempts: number
  next_attempt_at: string | null
  last_attempt_at: string | null
  last_status_code: number | null
  last_response_ms: number | null
  last_error: string | null
  attempt_log: WebhookAttempt[]
  created_at: string
  delivered_at: string | null
}

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
