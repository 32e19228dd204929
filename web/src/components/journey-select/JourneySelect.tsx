import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/select'
import { useJourneyOptions } from './use-journey-options'

type JourneySelectProps = {
  id: string
  eventUuid: string
  /** The chosen journey's id; '' for none. */
  value: string
  onChange: (journeyId: string) => void
  error?: string | null
  className?: string
}

/** "Journey": which of the event's journeys guests follow; hidden while the event has none to offer. */
export function JourneySelect({ id, eventUuid, value, onChange, error, className }: JourneySelectProps) {
  const options = useJourneyOptions(eventUuid, value)
  if (options.length === 0) return null
  return (
    <FormField id={id} label="Journey" error={error} hint="Guests follow this journey when they open their invitation." className={className}>
      <NativeSelect
        id={id}
        data-testid="journey-select"
        placeholder="None"
        value={value}
        options={options}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
      />
    </FormField>
  )
}
