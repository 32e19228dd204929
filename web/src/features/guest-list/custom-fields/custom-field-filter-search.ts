/** `custom_fields[{id}]=value` in the guest list's URL: the server's custom-field filter, passed through as is. */
export type CustomFieldFilterSearch = { [key: `custom_fields[${string}]`]: string | undefined }

const KEY = /^custom_fields\[([0-9a-f-]{36})\]$/i

export const customFieldFilterKey = (fieldId: string) => `custom_fields[${fieldId}]` as const

export function parseCustomFieldFilterSearch(search: Record<string, unknown>): CustomFieldFilterSearch {
  const result: CustomFieldFilterSearch = {}
  for (const [key, value] of Object.entries(search)) {
    if (KEY.test(key) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && String(value).trim() !== '') {
      result[key as `custom_fields[${string}]`] = String(value)
    }
  }
  return result
}

/** The custom-field filters a search holds, by field id. */
export function customFieldFiltersOf(search: Record<string, unknown>): Map<string, string> {
  const filters = new Map<string, string>()
  for (const [key, value] of Object.entries(search)) {
    const id = KEY.exec(key)?.[1]
    if (id && typeof value === 'string') filters.set(id, value)
  }
  return filters
}
