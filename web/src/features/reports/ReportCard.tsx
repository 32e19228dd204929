import { useRef, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Download, ImageDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryView } from '@/components/query-view'
import { cn } from '@/lib/cn'
import { downloadChartPng, downloadCsv } from './report-files'

export interface ReportTable {
  /** Column keys (the CSV's header) with the words a person reads. */
  columns: { key: string; label: string; numeric?: boolean }[]
  rows: Record<string, string | number>[]
}

type ReportCardProps = {
  id: string
  title: string
  description: ReactNode
  table: ReportTable | null
  /** The drawing; the table beside it is its text alternative. */
  chart: ReactNode
  /** The report's read: its loading, failure and nothing-yet states show in the card's body. */
  query: UseQueryResult<unknown, Error>
  empty: string
}

/** One report: a chart and its table side by side (stacked on narrow screens), with CSV and PNG downloads. */
export function ReportCard({ id, title, description, table, chart, query, empty }: ReportCardProps) {
  const drawing = useRef<HTMLDivElement>(null)
  const hasRows = (table?.rows.length ?? 0) > 0
  return (
    <Card data-testid={`report-${id}`} aria-labelledby={`${id}-heading`} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={`${id}-heading`}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {hasRows && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => downloadCsv(title, table!)}>
              <Download aria-hidden />
              CSV
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void downloadChartPng(drawing.current!, title)}>
              <ImageDown aria-hidden />
              PNG
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="@container">
        <QueryView
          query={query}
          pendingLabel={`Loading ${title.toLowerCase()}`}
          pending={<Skeleton className="h-64 w-full" />}
          isEmpty={() => !hasRows}
          empty={<p className="py-8 text-center text-[13px] text-muted-foreground">{empty}</p>}
        >
          {() => (
            // A narrow table sits beside its chart where the card is wide enough; a wide one goes under it, whole.
            <div className={cn('grid gap-6', table!.columns.length <= 4 && '@4xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]')}>
              <div ref={drawing} className="h-72 min-w-0" aria-hidden data-testid={`${id}-chart`}>
                {chart}
              </div>
              <ReportTableView id={id} title={title} table={table!} />
            </div>
          )}
        </QueryView>
      </CardContent>
    </Card>
  )
}

function ReportTableView({ id, title, table }: { id: string; title: string; table: ReportTable }) {
  return (
    <div className="max-h-72 min-w-0 overflow-auto rounded-md border border-border" data-testid={`${id}-table`}>
      <table className="w-full border-separate border-spacing-0 text-[13px]">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`px-3 py-2 font-medium whitespace-nowrap text-muted-foreground ${column.numeric ? 'text-right' : 'text-left'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index} className="even:bg-muted/40">
              {table.columns.map((column) => (
                <td key={column.key} className={`border-t border-border px-3 py-1.5 whitespace-nowrap ${column.numeric ? 'text-right tabular-nums' : ''}`}>
                  {row[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
