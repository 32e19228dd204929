import type { Attendee } from '@/api/attendees'
import { TagChip } from '@/components/TagChip'

// Chips shown before the rest fold into "+N": the row stays one line high
// (the table is virtualised on a fixed row height) and nothing is cut off.
const SHOWN_TAGS = 2

/** The guest table's Tags cell: the first tags as coloured chips, the others as "+N" naming them all on hover. */
export function GuestTagsCell({ guest }: { guest: Attendee }) {
  const tags = guest.tag_objects ?? guest.tags.map((name) => ({ id: name, name, color: '' }))
  if (tags.length === 0) return <span className="text-subtle-foreground">—</span>
  const shown = tags.slice(0, SHOWN_TAGS)
  const hidden = tags.slice(SHOWN_TAGS)
  const all = tags.map((tag) => tag.name).join(', ')
  return (
    <div className="flex max-w-72 min-w-0 flex-nowrap items-center gap-1" data-testid="guest-tags" title={all}>
      {shown.map((tag) => (
        <TagChip key={tag.id} name={tag.name} color={tag.color} className="max-w-32 min-w-0 shrink" />
      ))}
      {hidden.length > 0 && (
        <span
          className="inline-flex h-5.5 shrink-0 items-center rounded-full bg-muted px-1.5 text-xs font-medium text-muted-foreground"
          data-testid="guest-tags-more"
        >
          <span aria-hidden>+{hidden.length}</span>
          <span className="sr-only">
            and {hidden.length} more: {hidden.map((tag) => tag.name).join(', ')}
          </span>
        </span>
      )}
    </div>
  )
}
