import type { DefaultFields } from '@usher/domain/fields/default-fields'

/** Fields the organiser can not hide or make optional (first name) count as shown and required. */
export function isDefaultFieldShown(fields: DefaultFields | undefined, key: string): boolean {
  return fields?.[key as keyof DefaultFields]?.is_visible ?? true
}

export function isDefaultFieldOptional(fields: DefaultFields | undefined, key: string): boolean {
  return !(fields?.[key as keyof DefaultFields]?.is_required ?? false)
}
