import type { UploadRowError } from '@/api/uploads'
import { isGuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { cn } from '@/lib/cn'
import { fieldLabel } from './column-mapping'
import { formatCount } from '@/lib/counts'

export const MAX_ROW_ERRORS_SHOWN = 200

type RowErrorsTableProps = { errors: readonly UploadRowError[]; total?: number; captionId: string }

/** The rows the import skipped and why, by the row number the spreadsheet shows. */
export function RowErrorsTable({ errors, total, captionId }: RowErrorsTableProps) {
  const shown = errors.slice(0, MAX_ROW_ERRORS_SHOWN)
  // The server sends the first problems only; `total` counts them all.
  const allProblems = Math.max(total ?? 0, errors.length)
  return (
    <div className="flex flex-col gap-2">
      <div
        className="max-h-64 overflow-auto rounded-lg border border-border"
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        data-testid="import-row-errors"
      >
        <table className="w-full border-separate border-spacing-0 text-[13px]">
          <thead className="sticky top-0 z-10">
            <tr>
              <Th className="w-14 sm:w-20">Row</Th>
              <Th className="w-24 sm:w-36">Field</Th>
              <Th>Problem</Th>
            </tr>
          </thead>
          <tbody className="[&_tr:last-child_td]:border-b-0">
            {shown.map((error, index) => (
              <tr key={index} className="transition-colors hover:bg-canvas">
                <td className="border-b border-border py-2 pr-2.5 pl-3 align-top font-medium tabular-nums">{formatCount(error.row)}</td>
                <td className="border-b border-border px-2.5 py-2 align-top text-muted-foreground sm:whitespace-nowrap">
                  {isGuestFieldKey(error.field) ? fieldLabel(error.field) : error.field}
                </td>
                <td className="border-b border-border py-2 pr-3 pl-2.5 align-top">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {allProblems > shown.length && (
        <p className="text-xs text-muted-foreground">
          Showing the first {formatCount(shown.length)} of {formatCount(allProblems)} problems.
        </p>
      )}
    </div>
  )
}

function Th({ className, children }: { className?: string; children: string }) {
  return (
    <th
      scope="col"
      className={cn(
        'h-9 border-b border-border bg-canvas px-2.5 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground first:pl-3 last:pr-3',
        className,
      )}
    >
      {children}
    </th>
  )
}
