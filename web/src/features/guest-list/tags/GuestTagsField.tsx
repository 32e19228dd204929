import { useQuery } from '@tanstack/react-query'
import { attendeeTagsQuery } from '@/api/attendee-tags'
import { TagChecklist } from './TagChecklist'

type GuestTagsFieldProps = { eventUuid: string; value: string[]; onChange: (tagIds: string[]) => void; error?: string | null }

/** The edit guest form's tags: tick the guest's tags, or create one on the spot. */
export function GuestTagsField({ eventUuid, value, onChange, error }: GuestTagsFieldProps) {
  const tags = useQuery(attendeeTagsQuery(eventUuid)).data ?? []
  return (
    <fieldset className="flex flex-col gap-1.5 sm:col-span-2" data-testid="guest-tags-field">
      <legend className="mb-1.5 text-[13px] font-medium">Tags</legend>
      <TagChecklist eventUuid={eventUuid} tags={tags} selected={value} onChange={onChange} allowCreate />
      {error && <p className="text-xs text-error">{error}</p>}
    </fieldset>
  )
}

/** Whether the ticked tags differ from the guest's, order aside. */
export function tagsChanged(before: string[] | undefined, after: string[]): boolean {
  const had = new Set(before ?? [])
  return had.size !== new Set(after).size || after.some((id) => !had.has(id))
}
