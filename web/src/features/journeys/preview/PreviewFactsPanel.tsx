import type { AttendeeTag } from '@/api/attendee-tags'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select'
import type { PreviewGuest } from './preview-facts'

const RSVP_CHOICES = [
  { value: 'unset', label: 'Not answered' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

const rsvpValue = (rsvp: boolean | null) => (rsvp === null ? 'unset' : rsvp ? 'yes' : 'no')
const whole = (text: string) => Math.max(0, Math.floor(Number(text) || 0))

/** Who the preview pretends to be, to try the branches: their RSVP, tags, how many are coming, the day. */
export function PreviewFactsPanel({
  guest,
  tags,
  timezone,
  onChange,
}: {
  guest: PreviewGuest
  tags: readonly AttendeeTag[]
  timezone: string
  onChange: (guest: PreviewGuest) => void
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-x-3 gap-y-2.5 text-[13px]" data-testid="preview-facts">
      <legend className="mb-1.5 text-xs text-muted-foreground">The guest, before the journey starts</legend>
      <div className="flex flex-col gap-1">
        <Label htmlFor="preview-rsvp">RSVP</Label>
        <NativeSelect
          id="preview-rsvp"
          value={rsvpValue(guest.rsvp)}
          options={RSVP_CHOICES}
          onChange={(event) => onChange({ ...guest, rsvp: event.target.value === 'unset' ? null : event.target.value === 'yes' })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="preview-attending">Guests attending</Label>
        <Input
          id="preview-attending"
          type="number"
          min={0}
          inputMode="numeric"
          value={guest.total_attendees}
          onChange={(event) => onChange({ ...guest, total_attendees: whole(event.target.value) })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="preview-today">Today ({timezone})</Label>
        <Input
          id="preview-today"
          type="date"
          value={guest.today}
          onChange={(event) => event.target.value && onChange({ ...guest, today: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="preview-hours">Hours since invited</Label>
        <Input
          id="preview-hours"
          type="number"
          min={0}
          inputMode="numeric"
          value={guest.hours_since_invitation}
          onChange={(event) => onChange({ ...guest, hours_since_invitation: whole(event.target.value) })}
        />
      </div>
      {tags.length > 0 && (
        <div className="col-span-2 flex flex-col gap-1">
          <span className="text-[13px] leading-none font-medium">Tags</span>
          <div className="flex flex-wrap gap-x-3 gap-y-1.5">
            {tags.map((tag) => (
              <label key={tag.id} className="inline-flex items-center gap-1.5">
                <Checkbox
                  checked={guest.tag_ids.includes(tag.id)}
                  onCheckedChange={(checked) =>
                    onChange({ ...guest, tag_ids: checked === true ? [...guest.tag_ids, tag.id] : guest.tag_ids.filter((id) => id !== tag.id) })
                  }
                />
                {tag.name}
              </label>
            ))}
          </div>
        </div>
      )}
    </fieldset>
  )
}
