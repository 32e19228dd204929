import { useEffect, useRef, useState } from 'react'
import type { AuditLogRow } from '@/api/audit'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { AuditLogEntry } from './AuditLogEntry'

type AuditLogTableProps = {
  eventUuid: string
  /** The event's zone: every time reads on its clock, labelled. */
  timezone: string
  rows: AuditLogRow[]
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  onShowGuest: (attendeeId: string, name: string | null) => void
}

/** The changes, newest first; older ones load as the end of the table scrolls into view. */
export function AuditLogTable({ eventUuid, timezone, rows, hasMore, loadingMore, onLoadMore, onShowGuest }: AuditLogTableProps) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set())
  const sentinel = useRef<HTMLDivElement>(null)
  // One "now" per render so every row agrees on what "Today" is.
  const now = new Date()

  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasMore) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && !loadingMore && onLoadMore(), {
      rootMargin: '400px',
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore, loadingMore, onLoadMore])

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <>
      <Table aria-label="Changes, newest first" data-testid="audit-log-table">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-8">
              <span className="sr-only">Details</span>
            </TableHead>
            <TableHead>When</TableHead>
            <TableHead className="hidden md:table-cell">Who</TableHead>
            <TableHead>What</TableHead>
            <TableHead>Guest</TableHead>
            <TableHead>From where</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <AuditLogEntry
              key={row.id}
              eventUuid={eventUuid}
              timezone={timezone}
              row={row}
              now={now}
              expanded={expanded.has(row.id)}
              onToggle={() => toggle(row.id)}
              onShowGuest={onShowGuest}
            />
          ))}
        </TableBody>
      </Table>
      <div ref={sentinel} className="flex h-14 items-center justify-center border-t border-border text-xs text-muted-foreground">
        {loadingMore ? (
          <Spinner label="Loading older changes" />
        ) : hasMore ? (
          <Button variant="ghost" size="sm" onClick={onLoadMore}>
            Load older changes
          </Button>
        ) : (
          <span>
            {rows.length} {rows.length === 1 ? 'change' : 'changes'} · the beginning of the log
          </span>
        )}
      </div>
    </>
  )
}
