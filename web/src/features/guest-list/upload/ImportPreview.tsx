import { useMemo } from 'react'
import type { GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { rowsToMembers } from '@usher/domain/guest-import/rows-to-members'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { previewGuest } from './column-mapping'

const PREVIEW_ROWS = 5

type ImportPreviewProps = { sample: readonly (readonly string[])[]; mapping: readonly GuestFieldKey[] }

/** The first rows as they would become guests with the mapping chosen above. */
export function ImportPreview({ sample, mapping }: ImportPreviewProps) {
  const guests = useMemo(() => sample.slice(0, PREVIEW_ROWS).map((row) => previewGuest(row, mapping)), [sample, mapping])
  // The import's own reader says what becomes of each row: a plus-one of an earlier one, or left out and why.
  const notes = useMemo(() => rowNotes(sample.slice(0, PREVIEW_ROWS), mapping, guests), [sample, mapping, guests])
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
              <PreviewCell value={guest.first_name} strong note={notes[index]} />
              <PreviewCell value={guest.last_name} />
              <PreviewCell value={notes[index]?.plusOne ? '' : guest.email} />
              <PreviewCell value={guest.phone_number} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

type RowNote = { text: string; plusOne: boolean }

/** Per sample row: 'Plus-one of Priya Raman' for a repeated email, the reason for a row left out, or nothing. */
function rowNotes(
  rows: readonly (readonly string[])[],
  mapping: readonly GuestFieldKey[],
  guests: readonly { first_name: string; last_name: string }[],
): (RowNote | undefined)[] {
  const { members, errors } = rowsToMembers(rows, mapping, { firstRowNumber: 2 })
  const nameOfRow = (row: number) => {
    const guest = guests[row - 2]
    return guest ? `${guest.first_name} ${guest.last_name}`.trim() : `row ${row}`
  }
  return rows.map((_, index) => {
    const row = index + 2
    const member = members.find((candidate) => candidate.row === row)
    if (member?.plus_one_of_row) return { text: `Plus-one of ${nameOfRow(member.plus_one_of_row)}`, plusOne: true }
    const skipped = errors.find((error) => error.row === row && error.field === 'attendee_status')
    return skipped ? { text: skipped.message, plusOne: false } : undefined
  })
}

function PreviewCell({ value, strong, note }: { value: string; strong?: boolean; note?: RowNote }) {
  return (
    <TableCell className="h-10 max-w-0">
      {value ? (
        <span className={strong ? 'block truncate font-medium' : 'block truncate'} title={value}>
          {value}
        </span>
      ) : (
        <span className="text-subtle-foreground">
          <span aria-hidden>—</span>
          <span className="sr-only">empty</span>
        </span>
      )}
      {note && (
        <span className="block truncate text-xs text-muted-foreground" title={note.text} data-testid="import-preview-note">
          {note.text}
        </span>
      )}
    </TableCell>
  )
}
