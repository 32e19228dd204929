import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { AttendeeSort } from '@/api/attendees'

type SortableHeaderProps = { label: string; sort: AttendeeSort | undefined; onSortChange: (sort: AttendeeSort | undefined) => void }

/** Added At, the guest table's only sortable column: none → oldest first → newest first → none. */
export function SortableHeader({ label, sort, onSortChange }: SortableHeaderProps) {
  const next: AttendeeSort | undefined = sort === undefined ? 'created_at' : sort === 'created_at' ? '-created_at' : undefined
  const Icon = sort === 'created_at' ? ArrowUp : sort === '-created_at' ? ArrowDown : ArrowUpDown
  return (
    <button
      type="button"
      onClick={() => onSortChange(next)}
      className="-mx-1.5 inline-flex h-7 items-center gap-1 rounded px-1.5 hover:bg-muted hover:text-foreground"
      aria-label={`Sort by ${label}`}
      data-testid="sort-created-at"
    >
      {label}
      <Icon className={sort ? 'size-3.5 text-foreground' : 'size-3.5 opacity-50'} aria-hidden />
    </button>
  )
}
