import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { FeatureSchema, GuestFeatureSchema } from '@usher/domain/contract/features'
import type { FeatureItem } from '@usher/domain/features/feature-rules'
import { api } from '@/lib/api-client'
import type { CommandResult, Single } from './pagination'

export type Feature = z.infer<typeof FeatureSchema>
export type GuestFeature = z.infer<typeof GuestFeatureSchema>
export type { FeatureItem }

export type FeatureInput = Partial<Pick<Feature, 'kind' | 'title' | 'body' | 'items' | 'media_id' | 'is_visible'>>

export const featureKeys = {
  all: ['features'] as const,
  event: (eventUuid: string) => [...featureKeys.all, eventUuid] as const,
  detail: (eventUuid: string, id: string) => [...featureKeys.event(eventUuid), id] as const,
  pass: (token: string) => ['pass-features', token] as const,
}

const base = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}/features`

export function featuresQuery(eventUuid: string) {
  return queryOptions({
    queryKey: featureKeys.event(eventUuid),
    queryFn: ({ signal }) => api.get<{ data: Feature[] }>(base(eventUuid), { signal }).then((r) => r.data),
  })
}

export function featureQuery(eventUuid: string, id: string) {
  return queryOptions({
    queryKey: featureKeys.detail(eventUuid, id),
    queryFn: ({ signal }) => api.get<Single<Feature>>(`${base(eventUuid)}/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
  })
}

export function createFeature(eventUuid: string, input: FeatureInput): Promise<CommandResult<Feature>> {
  return api.post(base(eventUuid), input)
}

export function updateFeature(eventUuid: string, id: string, input: FeatureInput): Promise<CommandResult<Feature>> {
  return api.put(`${base(eventUuid)}/${encodeURIComponent(id)}`, input)
}

export function reorderFeatures(eventUuid: string, ids: string[]): Promise<CommandResult<Feature[]>> {
  return api.post(`${base(eventUuid)}/reorder`, { feature_ids: ids })
}

export function deleteFeature(eventUuid: string, id: string): Promise<CommandResult<{ id: string }>> {
  return api.delete(`${base(eventUuid)}/${encodeURIComponent(id)}`)
}

/** The features a guest's pass shows (the token is the credential). */
export function passFeaturesQuery(token: string) {
  return queryOptions({
    queryKey: featureKeys.pass(token),
    queryFn: ({ signal }) =>
      api.get<{ data: GuestFeature[] }>(`/api/v2/public/pass/${encodeURIComponent(token)}/features`, { signal, silent: true }).then((r) => r.data),
    retry: false,
  })
}
