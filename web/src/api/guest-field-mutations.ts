import { useMutation, useQueryClient } from '@tanstack/react-query'
import { eventKeys } from '@/api/events'
import {
  addCustomField,
  deleteCustomField,
  setDefaultFields,
  setTicketVariations,
  updateCustomField,
  type CustomField,
  type CustomFieldInput,
  type DefaultFields,
  type TicketVariation,
  type TicketVariationInput,
} from '@/api/guest-fields'
import { withCacheWork, withCacheWorkSettled, type MutationConfig } from '@/api/mutation-config'
import type { CommandResult } from '@/api/pagination'

/**
 * The event's guest fields live under the event's key (the guest list's columns and forms read
 * them there too), so every change here reads the event's queries again.
 */
function useRefreshEvent(eventUuid: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventUuid) })
}

/** Adds a custom field, or (field given) changes its label, options and whether it is required; its type stays. */
export function useSaveCustomField(eventUuid: string, field: CustomField | null, config?: MutationConfig<CommandResult<CustomField>, CustomFieldInput>) {
  const refresh = useRefreshEvent(eventUuid)
  return useMutation({
    mutationFn: (input: CustomFieldInput) =>
      field
        ? updateCustomField(eventUuid, field.id, { label: input.label, options: input.options, is_required: input.is_required })
        : addCustomField(eventUuid, input),
    ...withCacheWork(config, () => {
      void refresh()
    }),
  })
}

export function useDeleteCustomField(eventUuid: string, config?: MutationConfig<unknown, CustomField>) {
  const refresh = useRefreshEvent(eventUuid)
  return useMutation({ mutationFn: (field: CustomField) => deleteCustomField(eventUuid, field.id), ...withCacheWorkSettled(config, refresh) })
}

export function useSetDefaultFields(eventUuid: string, config?: MutationConfig<unknown, DefaultFields>) {
  const refresh = useRefreshEvent(eventUuid)
  return useMutation({
    mutationFn: (fields: DefaultFields) => setDefaultFields(eventUuid, fields),
    ...withCacheWork(config, () => {
      void refresh()
    }),
  })
}

export function useSetTicketVariations(eventUuid: string, config?: MutationConfig<CommandResult<TicketVariation[]>, TicketVariationInput[]>) {
  const refresh = useRefreshEvent(eventUuid)
  return useMutation({
    mutationFn: (variations: TicketVariationInput[]) => setTicketVariations(eventUuid, variations),
    ...withCacheWork(config, () => {
      void refresh()
    }),
  })
}
