import { Braces, Download, FileText } from 'lucide-react'
import { auditLogExportUrl, type AuditExportFormat, type AuditLogFilters } from '@/api/audit'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { hasFilters } from './audit-log-search'

/** Downloads the whole log as filtered on screen, not just the rows loaded so far. */
export function AuditExportMenu({ eventUuid, filters }: { eventUuid: string; filters: AuditLogFilters }) {
  const download = (format: AuditExportFormat) => window.location.assign(auditLogExportUrl(eventUuid, filters, format))
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" data-testid="export-audit-log">
          <Download aria-hidden />
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel>{hasFilters(filters) ? 'Changes matching the filters' : 'Every change'}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => download('csv')}>
          <FileText aria-hidden />
          CSV file
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => download('jsonl')}>
          <Braces aria-hidden />
          JSON Lines
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
