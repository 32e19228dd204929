import { useTable, type RowSelectionState, type Updater } from '@tanstack/react-table'
import type { Attendee, AttendeeSort } from '@/api/attendees'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { guestColumns, guestTableFeatures } from './guest-columns'
import { SortableHeader } from './SortableHeader'

// Narrow screens drop the least needed columns; every column the spec lists shows from 1280px.
const columnClass: Record<string, string> = {
  select: 'w-10 pr-0',
  checked_in: 'w-12 2xl:w-32',
  email: 'hidden max-w-[180px] truncate sm:table-cell',
  guest_of: 'hidden 2xl:table-cell',
  phone_number: 'hidden lg:table-cell',
  is_approved: 'hidden sm:table-cell',
  created_at: 'hidden md:table-cell',
  actions: 'w-12 text-right',
}

type GuestTableProps = {
  guests: Attendee[]
  rowSelection: RowSelectionState
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void
  sort: AttendeeSort | undefined
  onSortChange: (sort: AttendeeSort | undefined) => void
  canEdit: boolean
}

export function GuestTable({ guests, rowSelection, onRowSelectionChange, sort, onSortChange, canEdit }: GuestTableProps) {
  const table = useTable({
    features: guestTableFeatures,
    columns: guestColumns,
    data: guests,
    getRowId: (guest) => guest.id,
    enableRowSelection: canEdit,
    state: { rowSelection },
    onRowSelectionChange,
  })

  return (
    <Table aria-label="Guest list">
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <TableHead
                key={header.id}
                className={columnClass[header.column.id]}
                aria-sort={header.column.id === 'created_at' ? (sort === 'created_at' ? 'ascending' : sort === '-created_at' ? 'descending' : 'none') : undefined}
              >
                {header.column.id === 'created_at' ? (
                  <SortableHeader label="Added At" sort={sort} onSortChange={onSortChange} />
                ) : header.isPlaceholder ? null : (
                  <table.FlexRender header={header} />
                )}
              </TableHead>
            ))}
          </tr>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow
            key={row.id}
            data-testid="guest-row"
            data-guest-id={row.original.id}
            data-state={row.getIsSelected() ? 'selected' : undefined}
          >
            {row.getAllCells().map((cell) => (
              <TableCell key={cell.id} className={cn(columnClass[cell.column.id])}>
                <table.FlexRender cell={cell} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
