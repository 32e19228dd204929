import { Download, FileSpreadsheet, FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { ToolButtonLabel } from './ToolButtonLabel'

type ExportMenuProps = {
  eventUuid: string
  filter: string
  search: string
  sort?: string
  /** When guests are selected, the export holds just them. */
  selectedIds: string[]
}

/** The export URL for the view on screen: same filter, search, sort and selection as the table. */
export function guestExportUrl({ eventUuid, filter, search, sort, selectedIds }: ExportMenuProps, format: 'csv' | 'xlsx'): string {
  const params = new URLSearchParams({ format })
  if (filter && filter !== 'all') params.set('filter', filter)
  if (search) params.set('search', search)
  if (sort) params.set('sort', sort)
  if (selectedIds.length > 0) params.set('ids', selectedIds.join(','))
  return `/api/v2/events/${eventUuid}/attendees/export?${params}`
}

/** The two files an export can be, as menu items (the Export menu's, and the More tools menu's on a narrow toolbar). */
export function ExportFormatItems({ download }: { download: (format: 'csv' | 'xlsx') => void }) {
  return (
    <>
      <DropdownMenuItem onSelect={() => download('csv')}>
        <FileText aria-hidden />
        CSV file
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => download('xlsx')}>
        <FileSpreadsheet aria-hidden />
        Excel workbook
      </DropdownMenuItem>
    </>
  )
}

/** `labelled` false: the icon alone, where the toolbar is short of room. */
export function GuestExportMenu({ labelled = true, ...props }: ExportMenuProps & { labelled?: boolean }) {
  const scope = props.selectedIds.length > 0 ? `${props.selectedIds.length} selected` : 'This view'
  const download = (format: 'csv' | 'xlsx') => window.location.assign(guestExportUrl(props, format))
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size={labelled ? 'md' : 'icon'} title="Export" data-testid="export-guests">
          <Download aria-hidden />
          <ToolButtonLabel shown={labelled}>Export</ToolButtonLabel>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-52">
        <DropdownMenuLabel>{scope}</DropdownMenuLabel>
        <ExportFormatItems download={download} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
