import { GripVertical } from 'lucide-react'
import type { ViewColumn } from '@/api/attendee-views'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { useDragReorder } from '@/lib/use-drag-reorder'

type ColumnSettingsDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  columns: ViewColumn[]
  labels: Map<string, string>
  onChange: (columns: ViewColumn[]) => void
  onReset: () => void
}

/** Show, hide and order the guest table's columns; each change is saved for this person and event. */
export function ColumnSettingsDialog({ open, onOpenChange, columns, labels, onChange, onReset }: ColumnSettingsDialogProps) {
  const keys = columns.map((column) => column.key)
  const { itemProps } = useDragReorder(keys, (order) => onChange(order.map((key) => columns.find((column) => column.key === key)!)))
  const toggle = (key: string, visible: boolean) => onChange(columns.map((column) => (column.key === key ? { ...column, visible } : column)))

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" data-testid="column-settings">
        <DialogHeader>
          <DialogTitle>Columns</DialogTitle>
          <DialogDescription>Drag to reorder, or focus a column and press Alt with an arrow key. Only you see these settings.</DialogDescription>
        </DialogHeader>
        <DialogBody className="max-h-[60vh] overflow-y-auto">
          <ul className="flex flex-col gap-0.5" aria-label="Guest table columns">
            {columns.map((column) => {
              const label = labels.get(column.key) ?? column.key
              return (
                <li
                  key={column.key}
                  {...itemProps(column.key)}
                  tabIndex={0}
                  data-testid="column-setting"
                  data-column={column.key}
                  aria-label={`${label}, ${column.visible ? 'shown' : 'hidden'}`}
                  className={cn(
                    'flex h-9 cursor-grab items-center gap-2 rounded-md px-2 outline-none focus-visible:ring-2 focus-visible:ring-primary/40',
                    'data-[dragging]:opacity-40 data-[drop-target]:bg-primary-soft',
                  )}
                >
                  <GripVertical className="size-4 shrink-0 text-subtle-foreground" aria-hidden />
                  <Checkbox
                    id={`column-${column.key}`}
                    checked={column.visible}
                    onCheckedChange={(value) => toggle(column.key, value === true)}
                    aria-label={`Show ${label}`}
                  />
                  <label htmlFor={`column-${column.key}`} className="truncate text-[13px]">
                    {label}
                  </label>
                </li>
              )
            })}
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={onReset}>
            Reset to default
          </Button>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
