import { memo, useEffect, useRef, type ReactNode } from 'react'
import { useTable, type RowSelectionState, type Updater } from '@tanstack/react-table'
import type { Attendee, AttendeeSort } from '@/api/attendees'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { useFixedRowWindow } from '@/lib/use-fixed-row-window'
import { guestColumns } from '../columns/guest-columns'
import { guestTableFeatures } from './guest-table-features'
import { SortableHeader } from './SortableHeader'

// Column widths; which columns show is the person's column settings' business.
const columnClass: Record<string, string> = {
  select: 'w-10 pr-0',
  checked_in: 'w-32',
  email: 'max-w-[220px] truncate',
  actions: 'w-12 text-right',
}

// Every row is one line high (h-12 plus its 1px border): a fixed size keeps scrolling free of layout work.
const ROW_HEIGHT = 49
// Ask for the next page this many rows before the loaded ones run out.
const PREFETCH_ROWS = 60

type GuestColumn = (typeof guestColumns)[number]

type GuestTableProps = {
  guests: Attendee[]
  columns: GuestColumn[]
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
  rowSelection: RowSelectionState
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void
  sort: AttendeeSort | undefined
  onSortChange: (sort: AttendeeSort | undefined) => void
  canEdit: boolean
}

/**
 * The guest list, virtualised: only the rows in view (plus a few) are in the
 * DOM, so 100,000 guests scroll like 10. Rows arrive page by page while
 * scrolling; the header stays put above them.
 */
export function GuestTable(props: GuestTableProps) {
  const { guests, columns, hasNextPage, isFetchingNextPage, fetchNextPage, rowSelection, onRowSelectionChange, sort, onSortChange, canEdit } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const table = useTable({
    features: guestTableFeatures,
    columns,
    data: guests,
    getRowId: (guest) => guest.id,
    enableRowSelection: canEdit,
    state: { rowSelection },
    onRowSelectionChange,
  })
  const rows = table.getRowModel().rows

  const { rows: items, totalSize } = useFixedRowWindow(scrollRef, rows.length + (hasNextPage ? 1 : 0), ROW_HEIGHT, 10)
  const lastIndex = items.length > 0 ? items[items.length - 1]!.index : -1

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS) fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, fetchNextPage])

  const paddingTop = items.length > 0 ? items[0]!.start : 0
  const paddingBottom = items.length > 0 ? totalSize - items[items.length - 1]!.end : 0
  const columnCount = columns.length
  // A row keeps its cells while its guest is unchanged; a column added or moved (a custom field an import created) must redraw it.
  const columnKey = table
    .getAllLeafColumns()
    .map((column) => column.id)
    .join(',')

  return (
    <div
      ref={scrollRef}
      className="relative max-h-[max(420px,calc(100dvh-14rem))] overflow-auto overscroll-contain [contain:layout_paint]"
      data-testid="guest-table-scroll"
    >
      <table aria-label="Guest list" aria-rowcount={rows.length + 1} className="w-full border-separate border-spacing-0 text-[13px]">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  className={cn(
                    'sticky top-0 z-10 h-9 border-b border-border bg-canvas px-2.5 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground first:pl-3 last:pr-3',
                    columnClass[header.column.id],
                  )}
                  data-column={header.column.id}
                  aria-sort={
                    header.column.id === 'created_at' ? (sort === 'created_at' ? 'ascending' : sort === '-created_at' ? 'descending' : 'none') : undefined
                  }
                >
                  {header.column.id === 'created_at' ? (
                    <SortableHeader label="Added At" sort={sort} onSortChange={onSortChange} />
                  ) : header.isPlaceholder ? null : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr aria-hidden>
              <td colSpan={columnCount} style={{ height: paddingTop }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) {
              return (
                <tr key="loading" style={{ height: ROW_HEIGHT }}>
                  <td colSpan={columnCount} className="border-b border-border px-3">
                    <Skeleton className="h-4 w-48" />
                    <span className="sr-only">Loading more guests</span>
                  </td>
                </tr>
              )
            }
            return <GuestTableRow key={row.id} row={row} index={item.index} selected={row.getIsSelected()} columnKey={columnKey} />
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={columnCount} style={{ height: paddingBottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

type GuestRowModel = ReturnType<ReturnType<typeof useTable<typeof guestTableFeatures, Attendee>>['getRowModel']>['rows'][number]
type GuestCell = ReturnType<GuestRowModel['getAllCells']>[number]

/**
 * A cell's content, from its column's `cell` called as a plain function. The columns' cells are pure
 * functions of the row (guest-columns.tsx; guest-columns.test.ts holds them to it). Wrapped in TanStack's
 * FlexRender, each cell was two components more (FlexRender and the function itself): 1,440 of the 8,180
 * components the guest list of a 100,000-guest event rendered in its first two seconds, 24 rows of 30
 * columns (issue 31).
 */
function cellContent(cell: GuestCell): ReactNode {
  const render = cell.column.columnDef.cell
  return typeof render === 'function' ? (render(cell.getContext()) as ReactNode) : (render ?? null)
}

/**
 * One guest's row. Memoised so scrolling renders only the rows that come
 * into view: rows already on screen keep their cells (and their menus).
 */
// `columnKey` is only compared by memo: it names the columns the cells were drawn for.
const GuestTableRow = memo(function GuestTableRow({ row, index, selected }: { row: GuestRowModel; index: number; selected: boolean; columnKey: string }) {
  return (
    <tr
      aria-rowindex={index + 2}
      data-testid="guest-row"
      data-guest-id={row.original.id}
      data-state={selected ? 'selected' : undefined}
      className="group/row transition-colors hover:bg-canvas data-[state=selected]:bg-primary-soft/60"
    >
      {row.getAllCells().map((cell) => (
        <td
          key={cell.id}
          data-column={cell.column.id}
          className={cn('h-12 border-b border-border px-2.5 align-middle whitespace-nowrap first:pl-3 last:pr-3', columnClass[cell.column.id])}
        >
          {cellContent(cell)}
        </td>
      ))}
    </tr>
  )
})
