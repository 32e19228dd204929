import { useEffect, useRef } from 'react'
import type { MergeTag } from '@usher/domain/communications/merge-tags'
import type { MergeTagChoiceGroup } from '@usher/domain/communications/merge-tag-picking'
import { cn } from '@/lib/cn'

type MergeTagMenuProps = {
  /** The listbox's id: the field typing the @ points at it (aria-controls). */
  id: string
  groups: MergeTagChoiceGroup[]
  /** The highlighted tag, an id of one of the groups' tags. */
  activeId: string | null
  onPick: (tag: MergeTag) => void
  className?: string
}

/** The option element's id of a tag, for aria-activedescendant. */
export function mergeTagOptionId(menuId: string, tagId: string): string {
  return `${menuId}-${tagId.replace(/[^a-z0-9_-]/gi, '-')}`
}

/**
 * The grouped list of merge tags shown after an @ (Event details, Individual,
 * Links). Focus stays in the text being typed: the arrow keys move the
 * highlight, Enter picks, Escape closes; the list only shows and takes clicks.
 */
export function MergeTagMenu({ id, groups, activeId, onPick, className }: MergeTagMenuProps) {
  const list = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!activeId) return
    list.current?.querySelector(`#${CSS.escape(mergeTagOptionId(id, activeId))}`)?.scrollIntoView({ block: 'nearest' })
  }, [id, activeId])

  return (
    <div
      ref={list}
      id={id}
      role="listbox"
      aria-label="Merge tags"
      // A scrolling region must take the keyboard (WCAG 2.1.1). In practice Tab in the text picks the
      // highlighted tag and never lands here; the arrow keys move through the list and scroll it.
      tabIndex={groups.length > 0 ? 0 : -1}
      data-testid="merge-tag-menu"
      className={cn('z-50 max-h-72 w-64 overflow-y-auto rounded-lg border border-border bg-background p-1 shadow-pop', className)}
      // A click must not take focus from the text being written.
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.length === 0 ? (
        <p className="px-2 py-2 text-[13px] text-muted-foreground">No merge tag matches.</p>
      ) : (
        groups.map((group) => (
          <div key={group.group} role="group" aria-labelledby={`${id}-${group.group}`}>
            <div id={`${id}-${group.group}`} className="px-2 pt-2 pb-1 text-[11px] font-semibold tracking-wide text-subtle-foreground uppercase">
              {group.label}
            </div>
            {group.tags.map((tag) => {
              const active = tag.id === activeId
              return (
                <div
                  key={tag.id}
                  id={mergeTagOptionId(id, tag.id)}
                  role="option"
                  aria-selected={active}
                  onClick={() => onPick(tag)}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-md px-2 py-1.5 text-[13px]',
                    active ? 'bg-primary-soft text-primary' : 'text-foreground hover:bg-muted',
                  )}
                >
                  <span className="font-medium">{tag.label}</span>
                  <span className={cn('truncate text-xs', active ? 'text-primary' : 'text-muted-foreground')}>{tag.example}</span>
                </div>
              )
            })}
          </div>
        ))
      )}
    </div>
  )
}
