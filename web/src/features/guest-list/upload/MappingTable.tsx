import type { GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { NativeSelect, type SelectOption } from '@/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { DONT_IMPORT, FIELD_OPTIONS, sampleValues } from './column-mapping'

type MappingTableProps = {
  headers: readonly string[]
  sample: readonly (readonly string[])[]
  mapping: readonly GuestFieldKey[]
  invalidColumns: ReadonlySet<number>
  /** Id of the message explaining the invalid selects. */
  problemId?: string
  disabled?: boolean
  onChange: (column: number, field: GuestFieldKey) => void
  /** The fields a column can fill; the built-in ones unless the event adds its custom fields. */
  options?: readonly SelectOption[]
}

/** One row per column of the file: its name, a few of its values, and the guest field it fills. */
export function MappingTable({ headers, sample, mapping, invalidColumns, problemId, disabled, onChange, options = FIELD_OPTIONS }: MappingTableProps) {
  return (
    <div className="overflow-hidden rounded-lg border border-border">
      <Table data-testid="column-mapping" className="table-fixed">
        <caption className="sr-only">Columns in the file and the guest field each one fills</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" className="truncate sm:w-[30%]">
              Column in your file
            </TableHead>
            <TableHead scope="col" className="hidden sm:table-cell">
              Sample values
            </TableHead>
            <TableHead scope="col" className="w-[52%] sm:w-[216px]">
              Import as
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {headers.map((header, column) => {
            const field = mapping[column] ?? DONT_IMPORT
            const skipped = field === DONT_IMPORT
            const invalid = invalidColumns.has(column)
            const values = sampleValues(sample, column)
            const name = header.trim() || `Column ${column + 1}`
            return (
              <TableRow key={column} data-skipped={skipped || undefined}>
                <TableCell className="h-11 max-w-0 py-1.5">
                  <span className={cn('block truncate font-medium', skipped && 'text-muted-foreground')} title={name}>
                    {name}
                  </span>
                  {/* Phones have no room for the samples column: a line under the name instead. */}
                  {values.length > 0 && <span className="block truncate text-xs text-muted-foreground sm:hidden">{values.slice(0, 2).join(', ')}</span>}
                </TableCell>
                <TableCell className="hidden h-11 max-w-0 py-1.5 sm:table-cell">
                  {values.length > 0 ? (
                    <span className="flex min-w-0 gap-1.5" title={values.join(', ')}>
                      {values.map((value, index) => (
                        <span key={index} className="max-w-[11rem] min-w-0 truncate rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                          {value}
                        </span>
                      ))}
                    </span>
                  ) : (
                    <span className="text-xs text-subtle-foreground italic">No values in the first rows</span>
                  )}
                </TableCell>
                <TableCell className="h-11 py-1.5">
                  <NativeSelect
                    aria-label={`Import column “${name}” as`}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? problemId : undefined}
                    options={options}
                    value={field}
                    disabled={disabled}
                    onChange={(event) => onChange(column, event.target.value as GuestFieldKey)}
                    className={cn('[&_select]:h-8 [&_select]:text-[13px]', skipped && '[&_select]:text-muted-foreground')}
                  />
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </div>
  )
}
