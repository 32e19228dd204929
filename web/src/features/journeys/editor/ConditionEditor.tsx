import { X } from 'lucide-react'
import type { JourneyCondition } from '@usher/domain/journeys/index'
import type { AttendeeTag } from '@/api/attendee-tags'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { TypedInput } from './TypedField'

type ConditionType = JourneyCondition['type']

export const CONDITION_CHOICES: { value: ConditionType; label: string }[] = [
  { value: 'rsvp_status', label: 'The RSVP' },
  { value: 'has_tag', label: 'The guest has a tag' },
  { value: 'total_attendees_gt', label: 'More guests attending than' },
  { value: 'current_date_after', label: 'Today is after' },
  { value: 'hours_after_invitation', label: 'Hours since the invitation, at least' },
]

const RSVP_CHOICES = [
  { value: 'yes', label: 'is Yes' },
  { value: 'no', label: 'is No' },
  { value: 'set', label: 'is answered (Set)' },
  { value: 'unset', label: 'is not answered (Unset)' },
] as const

export type ConditionDefaults = { /** YYYY-MM-DD in the event's time zone. */ today: string; tagId: string | null }

/** A new condition of a kind, already complete (a draft never holds a half-made condition: the server refuses it). */
export function newCondition(type: ConditionType, defaults: ConditionDefaults): JourneyCondition {
  switch (type) {
    case 'current_date_after':
      return { type, date: defaults.today }
    case 'total_attendees_gt':
      return { type, number: 0 }
    case 'hours_after_invitation':
      return { type, number: 24 }
    case 'rsvp_status':
      return { type, status: 'yes' }
    case 'has_tag':
      return { type, tag_id: defaults.tagId ?? '' }
  }
}

type ConditionEditorProps = {
  id: string
  condition: JourneyCondition
  tags: readonly AttendeeTag[]
  defaults: ConditionDefaults
  disabled: boolean
  /** The last condition of a branch goes with the branch, not alone. */
  removable: boolean
  onChange: (condition: JourneyCondition, typing: boolean) => void
  onRemove: () => void
  onDone: () => void
}

const asNumber = (text: string) => {
  const value = Number(text)
  return Number.isFinite(value) && value >= 0 ? value : 0
}

/** One condition of a branch: what is checked, and against what. */
export function ConditionEditor({ id, condition, tags, defaults, disabled, removable, onChange, onRemove, onDone }: ConditionEditorProps) {
  return (
    <div className="flex items-start gap-1.5" data-testid="journey-condition">
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-1.5 sm:grid-cols-2">
        <NativeSelect
          id={`${id}-type`}
          aria-label="Condition"
          value={condition.type}
          options={CONDITION_CHOICES.map((choice) =>
            choice.value === 'has_tag' && tags.length === 0 ? { ...choice, label: `${choice.label} (the event has no tags)`, disabled: true } : choice,
          )}
          disabled={disabled}
          onChange={(event) => onChange(newCondition(event.target.value as ConditionType, defaults), false)}
        />
        {condition.type === 'rsvp_status' && (
          <NativeSelect
            aria-label="RSVP answer"
            value={condition.status}
            options={RSVP_CHOICES}
            disabled={disabled}
            onChange={(event) => onChange({ ...condition, status: event.target.value as typeof condition.status }, false)}
          />
        )}
        {condition.type === 'has_tag' && (
          <NativeSelect
            aria-label="Tag"
            value={condition.tag_id}
            options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
            disabled={disabled}
            onChange={(event) => onChange({ ...condition, tag_id: event.target.value }, false)}
          />
        )}
        {condition.type === 'current_date_after' && (
          <Input
            type="date"
            aria-label="Date, in the event's time zone"
            value={condition.date}
            disabled={disabled}
            onChange={(event) => event.target.value && onChange({ ...condition, date: event.target.value }, false)}
          />
        )}
        {(condition.type === 'total_attendees_gt' || condition.type === 'hours_after_invitation') && (
          <TypedInput
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-label={condition.type === 'total_attendees_gt' ? 'Number of guests attending' : 'Hours since the invitation'}
            value={String(condition.number)}
            disabled={disabled}
            onValue={(text) => onChange({ ...condition, number: Math.floor(asNumber(text)) }, true)}
            onDone={onDone}
          />
        )}
      </div>
      {!disabled && removable && (
        <Button size="icon-sm" variant="ghost" className="mt-1" aria-label="Remove condition" onClick={onRemove}>
          <X aria-hidden />
        </Button>
      )}
    </div>
  )
}
