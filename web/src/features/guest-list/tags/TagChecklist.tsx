import { useState } from 'react'
import { Plus } from 'lucide-react'
import type { AttendeeTag } from '@/api/attendee-tags'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { TagChip } from '@/components/TagChip'
import { useAddTag } from '@/api/attendee-tag-mutations'

type TagChecklistProps = {
  eventUuid: string
  tags: AttendeeTag[]
  selected: string[]
  onChange: (selected: string[]) => void
  /** Offer a field to create a tag on the spot; the new tag comes checked. */
  allowCreate?: boolean
}

/** Choose tags of the event by ticking them (bulk tagging, the edit guest form). */
export function TagChecklist({ eventUuid, tags, selected, onChange, allowCreate = false }: TagChecklistProps) {
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useAddTag(eventUuid, (errors) => setError(errors.name?.[0] ?? errors.color?.[0] ?? null))
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((other) => other !== id))

  function create() {
    const name = draft.trim()
    if (!name) return
    setError(null)
    add.mutate(
      { name, color: '' },
      {
        onSuccess: (tag) => {
          setDraft('')
          onChange([...selected, tag.id])
        },
      },
    )
  }

  return (
    <div className="flex flex-col gap-2" data-testid="tag-checklist">
      {tags.length === 0 ? (
        <p className="text-[13px] text-muted-foreground">This event has no tags yet{allowCreate ? ': create one below.' : '.'}</p>
      ) : (
        <ul className="flex max-h-56 flex-col gap-0.5 overflow-y-auto" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag.id}>
              <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 hover:bg-muted">
                <Checkbox aria-label={tag.name} checked={selected.includes(tag.id)} onCheckedChange={(value) => toggle(tag.id, value === true)} />
                <TagChip name={tag.name} color={tag.color} />
              </label>
            </li>
          ))}
        </ul>
      )}
      {allowCreate && (
        <div className="flex flex-col gap-1">
          <div className="flex gap-2">
            <Input
              aria-label="New tag name"
              placeholder="New tag"
              value={draft}
              maxLength={300}
              data-testid="new-tag-name"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  create()
                }
              }}
            />
            <Button type="button" variant="secondary" onClick={create} disabled={add.isPending || !draft.trim()} data-testid="create-tag">
              <Plus aria-hidden />
              Create
            </Button>
          </div>
          {error && <p className="text-xs text-error">{error}</p>}
        </div>
      )}
    </div>
  )
}
