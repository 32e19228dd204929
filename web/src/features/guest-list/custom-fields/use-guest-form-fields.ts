import { useQuery } from '@tanstack/react-query'
import { defaultDefaultFields, type DefaultFields } from '@usher/domain/fields/default-fields'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import { customFieldsQuery, defaultFieldsQuery } from '@/api/guest-fields'

const NO_FIELDS: CustomField[] = []
const DEFAULTS = defaultDefaultFields()

/** What the add and edit guest forms show: the event's custom fields and its built-in field settings. */
export function useGuestFormFields(eventUuid: string, enabled = true): { customFields: CustomField[]; defaultFields: DefaultFields } {
  const custom = useQuery({ ...customFieldsQuery(eventUuid), enabled })
  const defaults = useQuery({ ...defaultFieldsQuery(eventUuid), enabled })
  return { customFields: custom.data ?? NO_FIELDS, defaultFields: defaults.data ?? DEFAULTS }
}
