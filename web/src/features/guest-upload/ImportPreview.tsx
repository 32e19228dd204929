import { useMemo } from 'react'
import type { GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { previewGuest } from './column-mapping'

const PREVIEW_ROWS = 5

type ImportPreviewProps = { sample: readonly (readonly string[])[]; mapping: readonly GuestFieldKey[] }

/** The first rows as they would become guests with the mapping chosen above. */
export function ImportPreview({ sample, mapping }: ImportPreviewProps) {
  const guests = useMemo(() => sample.slice(0, PREVIEW_ROWS).map((row) => previewGuest(row, mapping)), [sample, mapping])
  if (guests.length === 0) return null
  return (
    <div className="overflow-hidden rounded-lg border border-border">
      <Table data-testid="import-preview" className="table-fixed">
        <caption className="sr-only">The first {guests.length} guests as they would be imported</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col">First name</TableHead>
            <TableHead scope="col">Last name</TableHead>
            <TableHead scope="col">Email</TableHead>
            <TableHead scope="col">Phone</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {guests.map((guest, index) => (
            <TableRow key={index}>
              <PreviewCell value={guest.first_name} strong />
              <PreviewCell value={guest.last_name} />
              <PreviewCell value={guest.email} />
              <PreviewCell value={guest.phone_number} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

function PreviewCell({ value, strong }: { value: string; strong?: boolean }) {
  return (
    <TableCell className="h-10 max-w-0">
      {value ? (
        <span className={strong ? 'block truncate font-medium' : 'block truncate'} title={value}>
          {value}
        </span>
      ) : (
        <span className="text-subtle-foreground" aria-label="empty">
          —
        </span>
      )}
    </TableCell>
  )
}
