import { GUEST_FIELDS, MULTI_COLUMN_FIELDS, type GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import type { SelectOption } from '@/components/ui/select'
import type { UploadMapping, UploadSource } from '@/api/uploads'

export const DONT_IMPORT = 'ignore' satisfies GuestFieldKey

/** The fields a column can fill, in the order the select lists them; skipping a column comes last. */
export const FIELD_OPTIONS: readonly SelectOption[] = [
  ...GUEST_FIELDS.filter((field) => field.key !== DONT_IMPORT).map((field) => ({ value: field.key, label: field.label })),
  { value: DONT_IMPORT, label: "Don't import" },
]

const FIELD_LABELS = new Map(FIELD_OPTIONS.map((option) => [option.value, option.label]))

export function fieldLabel(field: GuestFieldKey): string {
  return FIELD_LABELS.get(field) ?? field
}

/** A column nobody decided about (null) is not imported, so the select shows it as "Don't import". */
export function normaliseMapping(mapping: UploadMapping, columns: number): GuestFieldKey[] {
  return Array.from({ length: columns }, (_, index) => mapping[index] ?? DONT_IMPORT)
}

export const SOURCE_LABELS: Record<UploadSource, string> = {
  eventbrite: 'Eventbrite attendee report',
  luma: 'Luma guest list',
  zkipster: 'zkipster guest list',
  google_contacts: 'Google Contacts export',
  outlook: 'Outlook contacts export',
  generic: 'Standard column names',
}

export type MappingProblems = {
  /** Shown under the table; empty when the mapping can be imported. */
  messages: string[]
  /** Column indexes whose select is part of a problem. */
  columns: Set<number>
}

export const NEEDS_NAME_MESSAGE = 'Map a column to First name or Full name.'

export function validateMapping(mapping: readonly GuestFieldKey[]): MappingProblems {
  const messages: string[] = []
  const columns = new Set<number>()
  if (!mapping.some((field) => field === 'first_name' || field === 'full_name')) messages.push(NEEDS_NAME_MESSAGE)

  const columnsOf = new Map<GuestFieldKey, number[]>()
  mapping.forEach((field, index) => {
    if (MULTI_COLUMN_FIELDS.has(field)) return
    columnsOf.set(field, [...(columnsOf.get(field) ?? []), index])
  })
  for (const [field, indexes] of columnsOf) {
    if (indexes.length < 2) continue
    for (const index of indexes) columns.add(index)
    messages.push(`${fieldLabel(field)} is chosen for ${indexes.length} columns. Choose it for one column only.`)
  }
  return { messages, columns }
}

/** Up to `count` distinct non-blank values of a column, to recognise what it holds. */
export function sampleValues(sample: readonly (readonly string[])[], column: number, count = 3): string[] {
  const values: string[] = []
  for (const row of sample) {
    const value = (row[column] ?? '').trim()
    if (value !== '' && !values.includes(value)) values.push(value)
    if (values.length === count) break
  }
  return values
}

export type PreviewGuest = { first_name: string; last_name: string; email: string; phone_number: string }

/** 'Mary Ann Smith' → 'Mary' / 'Ann Smith': the first word is the first name, the rest the last name. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') }
}

/** A row as it would be imported: the first column with a value wins; a full name fills in when both name columns are empty. */
export function previewGuest(row: readonly string[], mapping: readonly GuestFieldKey[]): PreviewGuest {
  const values: Partial<Record<GuestFieldKey, string>> = {}
  mapping.forEach((field, column) => {
    const cell = (row[column] ?? '').trim()
    if (field === DONT_IMPORT || field === 'tags' || cell === '') return
    values[field] ??= cell
  })
  const { first_name = '', last_name = '', full_name = '', email = '', phone_number = '' } = values
  const name = first_name !== '' || last_name !== '' ? { first_name, last_name } : splitFullName(full_name)
  return { ...name, email, phone_number }
}
