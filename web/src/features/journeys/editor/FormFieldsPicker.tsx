import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { customFieldsQuery } from '@/api/guest-fields'
import { Checkbox } from '@/components/ui/checkbox'
import { formFieldChoices } from './form-field-choices'

type FormFieldsPickerProps = {
  eventUuid: string
  stepId: string
  selected: string[]
  disabled: boolean
  onChange: (fields: string[]) => void
}

/** Which questions a form step asks, in the order they were picked. */
export function FormFieldsPicker({ eventUuid, stepId, selected, disabled, onChange }: FormFieldsPickerProps) {
  const customFields = useQuery(customFieldsQuery(eventUuid))
  const choices = formFieldChoices(customFields.data ?? [])
  const known = new Set(choices.map((choice) => choice.key))
  const gone = selected.filter((key) => !known.has(key) && !customFields.isPending)
  const toggle = (key: string, on: boolean) => onChange(on ? [...selected, key] : selected.filter((candidate) => candidate !== key))
  return (
    <fieldset className="flex flex-col gap-1.5" data-testid="form-fields-picker">
      <legend className="sr-only">Questions</legend>
      {choices.map((choice, index) => {
        const id = `form-field-${stepId}-${index}`
        return (
          <label key={choice.key} htmlFor={id} className="flex items-center gap-2 text-[13px]">
            <Checkbox id={id} checked={selected.includes(choice.key)} disabled={disabled} onCheckedChange={(checked) => toggle(choice.key, checked === true)} />
            <span>{choice.label}</span>
            {choice.custom && <span className="text-xs text-subtle-foreground">custom field</span>}
          </label>
        )
      })}
      {gone.length > 0 && (
        <p className="text-xs text-warning">
          {gone.length === 1
            ? 'A question was a custom field that has been deleted; guests are not asked it.'
            : `${gone.length} questions were custom fields that have been deleted; guests are not asked them.`}{' '}
          {!disabled && (
            <button type="button" className="underline" onClick={() => onChange(selected.filter((key) => known.has(key)))}>
              Remove {gone.length === 1 ? 'it' : 'them'}
            </button>
          )}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        Your own questions are the event’s{' '}
        <Link to="/events/$uuid/settings/custom-fields" params={{ uuid: eventUuid }} className="text-primary hover:underline">
          custom fields
        </Link>
        ; whether a detail is required follows the event’s settings.
      </p>
    </fieldset>
  )
}
