import { useCallback, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { arrangeColumns, phoneColumnOrder, visibleColumnKeys, type ColumnContext } from '@usher/domain/views/column-visibility'
import { useIsDesktop } from '@/lib/use-media-query'
import { columnSettingsQuery, type ViewColumn } from '@/api/attendee-views'
import { useSaveColumnSettings } from '@/api/attendee-view-mutations'
import { useEventAreas } from '@/lib/use-event-areas'

/** What the hook needs of a column definition: its id, and a header that may be text. */
type ColumnLike = { id?: string; accessorKey?: unknown; header?: unknown; meta?: unknown }

export function columnIdOf(column: ColumnLike): string {
  return column.id ?? String(column.accessorKey)
}

const FALLBACK_LABELS: Record<string, string> = { select: 'Select', actions: 'Actions', checked_in: 'Check-in', is_attending: 'RSVP', is_approved: 'Approval' }

/** The column's name in the Columns menu: its text header, a meta label, or its key made readable. */
export function columnLabelOf(column: ColumnLike): string {
  const id = columnIdOf(column)
  if (typeof column.header === 'string' && column.header.trim()) return column.header
  const meta = column.meta as { label?: unknown } | undefined
  if (meta && typeof meta.label === 'string') return meta.label
  return (
    FALLBACK_LABELS[id] ??
    id
      .replace(/^custom_fields\./, 'Custom field ')
      .replaceAll('_', ' ')
      .replace(/^\w/, (c) => c.toUpperCase())
  )
}

/**
 * The guest table's columns for this person and event: every column that
 * guest-columns.tsx defines (including dynamic custom-field ones), minus those
 * the event's seating or the person's permissions rule out, in the order and
 * visibility they saved.
 */
export function useGuestColumns<C extends ColumnLike>(eventUuid: string, allColumns: readonly C[], context: ColumnContext) {
  // Saved column choices belong to those who run the event; door staff get the default columns.
  const mayChoose = useEventAreas(eventUuid)?.details === true
  const settings = useQuery({ ...columnSettingsQuery(eventUuid), enabled: mayChoose })
  const defaultKeys = useMemo(() => allColumns.map(columnIdOf), [allColumns])
  const arranged = useMemo(() => arrangeColumns(defaultKeys, settings.data, context), [defaultKeys, settings.data, context])
  // A phone shows the guest's name first (spec section 9: under 768px).
  const isDesktop = useIsDesktop()
  const visible = useMemo(() => {
    const byId = new Map(allColumns.map((column) => [columnIdOf(column), column]))
    const keys = visibleColumnKeys(defaultKeys, arranged, context)
    return (isDesktop ? keys : phoneColumnOrder(keys)).map((key) => byId.get(key)!)
  }, [allColumns, defaultKeys, arranged, context, isDesktop])
  const labels = useMemo(() => new Map(allColumns.map((column) => [columnIdOf(column), columnLabelOf(column)])), [allColumns])

  const save = useSaveColumnSettings(eventUuid)
  const { mutate } = save
  const setColumns = useCallback((columns: ViewColumn[]) => mutate(columns), [mutate])

  return { arranged, visible, labels, setColumns, ready: !mayChoose || !settings.isPending, mayChoose }
}
