import { MoreHorizontal, Plus } from 'lucide-react'
import type { AttendeeTab } from '@/api/attendee-views'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/cn'
import { useDragReorder } from '@/lib/use-drag-reorder'

type AttendeeTabsBarProps = {
  tabs: AttendeeTab[]
  activeTabId: string | undefined
  canEdit: boolean
  onSelectAll: () => void
  onSelect: (tab: AttendeeTab) => void
  onReorder: (ids: string[]) => void
  onSaveNew: () => void
  onRename: (tab: AttendeeTab) => void
  onUpdateView: (tab: AttendeeTab) => void
  onDelete: (tab: AttendeeTab) => void
}

const tabClass = (active: boolean) =>
  cn(
    'relative flex h-9 shrink-0 items-center gap-1 border-b-2 px-3 text-[13px] font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-primary/40',
    active ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
  )

/**
 * The saved views above the guest table: 'All Guests' first and fixed, then
 * the event's tabs in their shared order, which editors change by dragging
 * (or Alt + arrow keys).
 */
export function AttendeeTabsBar({
  tabs,
  activeTabId,
  canEdit,
  onSelectAll,
  onSelect,
  onReorder,
  onSaveNew,
  onRename,
  onUpdateView,
  onDelete,
}: AttendeeTabsBarProps) {
  const ids = tabs.map((tab) => tab.id)
  const { itemProps } = useDragReorder(ids, onReorder)

  return (
    <div className="flex items-end gap-1 overflow-x-auto border-b border-border px-2" data-testid="attendee-tabs">
      <div role="tablist" aria-label="Guest list views" className="flex items-end">
        <button type="button" role="tab" aria-selected={!activeTabId} className={tabClass(!activeTabId)} onClick={onSelectAll} data-testid="tab-all">
          All Guests
        </button>
        {tabs.map((tab) => {
          const active = tab.id === activeTabId
          // Keys pressed on the tab's button bubble to this wrapper, which moves it.
          const drag = canEdit ? itemProps(tab.id) : {}
          return (
            <div
              key={tab.id}
              className="flex items-end rounded-t-md data-[dragging]:opacity-40 data-[drop-target]:bg-primary-soft"
              data-testid="attendee-tab"
              data-tab-name={tab.name}
              {...drag}
            >
              <button
                type="button"
                role="tab"
                aria-selected={active}
                aria-keyshortcuts={canEdit ? 'Alt+ArrowLeft Alt+ArrowRight' : undefined}
                className={tabClass(active)}
                onClick={() => onSelect(tab)}
              >
                {tab.name}
              </button>
              {active && canEdit && (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" className="mb-0.5 size-7" aria-label={`Options for ${tab.name}`} data-testid="tab-options">
                      <MoreHorizontal aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="start">
                    <DropdownMenuItem onSelect={() => onUpdateView(tab)}>Update with current view</DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => onRename(tab)}>Rename</DropdownMenuItem>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem tone="danger" onSelect={() => onDelete(tab)}>
                      Delete tab
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              )}
            </div>
          )
        })}
      </div>
      {canEdit && (
        <Button variant="ghost" size="sm" className="mb-1 ml-1 shrink-0" onClick={onSaveNew} data-testid="save-view-as-tab">
          <Plus aria-hidden />
          Save view as tab
        </Button>
      )}
    </div>
  )
}
