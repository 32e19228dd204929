import { queryOptions } from '@tanstack/react-query'
import type { CustomField, CustomFieldType } from '@usher/domain/fields/custom-fields'
import type { DefaultFields } from '@usher/domain/fields/default-fields'
import type { TicketVariation, TicketVariationType } from '@usher/domain/fields/ticket-variations'
import { api } from '@/lib/api-client'
import { asLatestRequest } from '@/lib/latest-request'
import { eventKeys } from './events'
import type { CommandResult } from './pagination'
import { inBulkParts } from './bulk-parts'

export type { CustomField, CustomFieldType, DefaultFields, TicketVariation, TicketVariationType }

export type CustomFieldInput = { label: string; type: CustomFieldType; options: string[]; is_required: boolean }
export type TicketVariationInput = { id?: string; name: string; type: TicketVariationType; is_default: boolean }

// Under the event's detail key, so a push from the events projection refreshes them too.
export const guestFieldKeys = {
  customFields: (eventUuid: string) => [...eventKeys.detail(eventUuid), 'custom-fields'] as const,
  defaultFields: (eventUuid: string) => [...eventKeys.detail(eventUuid), 'default-fields'] as const,
  ticketVariations: (eventUuid: string) => [...eventKeys.detail(eventUuid), 'ticket-variations'] as const,
}

const base = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}`

/** The event's custom fields; a reload superseded by a newer one is cancelled (spec section 8). */
export function customFieldsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: guestFieldKeys.customFields(eventUuid),
    queryFn: ({ signal }) =>
      asLatestRequest(`custom-fields:${eventUuid}`, signal, (latest) =>
        api.get<{ data: CustomField[] }>(`${base(eventUuid)}/custom-fields`, { signal: latest }).then((r) => r.data),
      ),
  })
}

export function defaultFieldsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: guestFieldKeys.defaultFields(eventUuid),
    queryFn: ({ signal }) => api.get<{ data: DefaultFields }>(`${base(eventUuid)}/default-fields`, { signal }).then((r) => r.data),
  })
}

export function ticketVariationsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: guestFieldKeys.ticketVariations(eventUuid),
    queryFn: ({ signal }) => api.get<{ data: TicketVariation[] }>(`${base(eventUuid)}/ticket-variations`, { signal }).then((r) => r.data),
  })
}

export function addCustomField(eventUuid: string, input: CustomFieldInput): Promise<CommandResult<CustomField>> {
  return api.post(`${base(eventUuid)}/custom-fields`, input)
}

export function updateCustomField(eventUuid: string, id: string, input: Partial<CustomFieldInput>): Promise<CommandResult<CustomField>> {
  return api.put(`${base(eventUuid)}/custom-fields/${encodeURIComponent(id)}`, input)
}

export function deleteCustomField(eventUuid: string, id: string): Promise<CommandResult<{ id: string }>> {
  return api.delete(`${base(eventUuid)}/custom-fields/${encodeURIComponent(id)}`)
}

export function setDefaultFields(eventUuid: string, defaultFields: DefaultFields): Promise<CommandResult<DefaultFields>> {
  return api.put(`${base(eventUuid)}/default-fields`, { default_fields: defaultFields })
}

export function setTicketVariations(eventUuid: string, variations: TicketVariationInput[]): Promise<CommandResult<TicketVariation[]>> {
  return api.put(`${base(eventUuid)}/ticket-variations`, { ticket_variations: variations })
}

export function bulkSetTicketVariation(eventUuid: string, ids: string[], ticketVariationId: string): Promise<CommandResult<{ updated: number }>> {
  return inBulkParts(ids, (part) =>
    api.put(`${base(eventUuid)}/attendees-bulk/set-ticket-variation`, { attendees: part, ticket_variation_id: ticketVariationId }),
  )
}
