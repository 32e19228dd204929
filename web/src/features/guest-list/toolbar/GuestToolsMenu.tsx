import { BellRing, Columns3, MoreHorizontal, Upload } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { ExportFormatItems, guestExportUrl } from './GuestExportMenu'

type GuestToolsMenuProps = {
  /** The view to export (as the Export button's), or undefined where there is no export (a past view, the door). */
  exportView?: Parameters<typeof guestExportUrl>[0]
  onOpenColumns?: () => void
  onOpenAlerts?: () => void
  onUpload?: () => void
}

/**
 * Columns, Export, Alerts and Upload in one "⋯" menu, where the toolbar is short of room
 * (toolbar-layout.ts): at 768 px their four buttons left the search box 140 px, its hint cut.
 */
export function GuestToolsMenu({ exportView, onOpenColumns, onOpenAlerts, onUpload }: GuestToolsMenuProps) {
  const scope = exportView && exportView.selectedIds.length > 0 ? `${exportView.selectedIds.length} selected` : 'this view'
  const download = (format: 'csv' | 'xlsx') => exportView && window.location.assign(guestExportUrl(exportView, format))
  const hasTools = Boolean(onOpenColumns || onOpenAlerts || onUpload)
  if (!exportView && !hasTools) return null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="icon" aria-label="More tools" title="More tools: columns, export, alerts, upload" data-testid="guest-more-tools">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        {onUpload && (
          <DropdownMenuItem onSelect={onUpload} data-testid="guest-more-tools-upload">
            <Upload aria-hidden />
            Upload guests from a file
          </DropdownMenuItem>
        )}
        {onOpenColumns && (
          <DropdownMenuItem onSelect={onOpenColumns} data-testid="guest-more-tools-columns">
            <Columns3 aria-hidden />
            Columns
          </DropdownMenuItem>
        )}
        {onOpenAlerts && (
          <DropdownMenuItem onSelect={onOpenAlerts} data-testid="guest-more-tools-alerts">
            <BellRing aria-hidden />
            Alerts
          </DropdownMenuItem>
        )}
        {exportView && (
          <>
            {hasTools && <DropdownMenuSeparator />}
            <DropdownMenuLabel>Export {scope}</DropdownMenuLabel>
            <ExportFormatItems download={download} />
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
