import { useQuery } from '@tanstack/react-query'
import { Check, ChevronDown } from 'lucide-react'
import { attendeeTagsQuery } from '@/api/attendee-tags'
import { useEventAreas } from '@/lib/use-event-areas'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { TagChip } from '@/components/TagChip'
import { tagIdsOf, tagParamOf, type TagFilterSearch } from './tag-filter-search'

type GuestTagFiltersProps = { eventUuid: string; value: TagFilterSearch; onChange: (patch: TagFilterSearch) => void }

/** The Selected Tags (any of them) and Except Tags (none of them) filters of the guest list. */
export function GuestTagFilters({ eventUuid, value, onChange }: GuestTagFiltersProps) {
  // Tags are the organiser's: door staff neither read nor filter by them.
  const mayRead = useEventAreas(eventUuid)?.details === true
  const tags = useQuery({ ...attendeeTagsQuery(eventUuid), enabled: mayRead }).data ?? []
  if (!mayRead) return null
  if (tags.length === 0 && !value.tags && !value.except_tags) return null
  return (
    <>
      <TagFilterMenu
        label="Selected tags"
        testId="filter-selected-tags"
        tags={tags}
        selected={tagIdsOf(value.tags)}
        onChange={(ids) => onChange({ tags: tagParamOf(ids) })}
      />
      <TagFilterMenu
        label="Except tags"
        testId="filter-except-tags"
        tags={tags}
        selected={tagIdsOf(value.except_tags)}
        onChange={(ids) => onChange({ except_tags: tagParamOf(ids) })}
      />
    </>
  )
}

type TagFilterMenuProps = {
  label: string
  testId: string
  tags: { id: string; name: string; color: string }[]
  selected: string[]
  onChange: (ids: string[]) => void
}

function TagFilterMenu({ label, testId, tags, selected, onChange }: TagFilterMenuProps) {
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id])
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={selected.length > 0 ? 'soft' : 'secondary'} className="shrink-0" data-testid={testId}>
          {label}
          {selected.length > 0 && <span className="tabular-nums">({selected.length})</span>}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-72 min-w-52 overflow-y-auto">
        {tags.map((tag) => (
          // Stays open on a pick, so several tags can be chosen in one go.
          <DropdownMenuItem
            key={tag.id}
            onSelect={(event) => {
              event.preventDefault()
              toggle(tag.id)
            }}
            data-testid="tag-filter-option"
            aria-checked={selected.includes(tag.id)}
            role="menuitemcheckbox"
          >
            <Check className={selected.includes(tag.id) ? 'opacity-100' : 'opacity-0'} aria-hidden />
            <TagChip name={tag.name} color={tag.color} />
          </DropdownMenuItem>
        ))}
        {selected.length > 0 && (
          <DropdownMenuItem onSelect={() => onChange([])} className="text-muted-foreground">
            Clear
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
