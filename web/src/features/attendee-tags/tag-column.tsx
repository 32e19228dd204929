import type { Attendee } from '@/api/attendees'
import { TagChip } from './TagChip'

/** The guest table's Tags cell: the guest's tags as coloured chips. */
export function GuestTagsCell({ guest }: { guest: Attendee }) {
  const tags = guest.tag_objects ?? guest.tags.map((name) => ({ id: name, name, color: '' }))
  if (tags.length === 0) return <span className="text-subtle-foreground">—</span>
  return (
    <div className="flex max-w-64 flex-wrap gap-1" data-testid="guest-tags">
      {tags.map((tag) => (
        <TagChip key={tag.id} name={tag.name} color={tag.color} />
      ))}
    </div>
  )
}
