import { useMemo } from 'react'
import { TIMEZONES } from '@usher/domain/constants/timezones'
import { endDateMinimum, startDateMinimum } from '@usher/domain/events/event-dates'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { FormSection } from '@/components/event-form/FormSection'
import { TimeSelect } from './TimeSelect'
import { fieldError, type EventFormApi } from './use-event-form'

const TIMEZONE_OPTIONS = TIMEZONES.map(({ value, label }) => ({ value, label }))

export function EventScheduleSection({ form }: { form: EventFormApi }) {
  const { values, errors, setField, isNew } = form
  const now = useMemo(() => new Date(), [])
  const startMin = isNew ? startDateMinimum(now, values.timezone) : undefined
  const endMin = endDateMinimum(values.starts_date || null, now, values.timezone)
  const timezoneOptions = useMemo(
    () =>
      TIMEZONE_OPTIONS.some((option) => option.value === values.timezone)
        ? TIMEZONE_OPTIONS
        : [...TIMEZONE_OPTIONS, { value: values.timezone, label: values.timezone }],
    [values.timezone],
  )

  return (
    <FormSection title="Date & time" description="When doors open and close, in the event's own time zone.">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-starts-date" label="Start date" error={fieldError(errors, 'starts_date')}>
          <Input
            id="event-starts-date"
            type="date"
            min={startMin}
            max={values.end_date || undefined}
            value={values.starts_date}
            aria-invalid={Boolean(fieldError(errors, 'starts_date'))}
            onChange={(event) => setField('starts_date', event.target.value)}
          />
        </FormField>
        <FormField id="event-starts-time" label="Start time" optional error={fieldError(errors, 'starts_time')}>
          <TimeSelect
            id="event-starts-time"
            value={values.starts_time}
            invalid={Boolean(fieldError(errors, 'starts_time'))}
            onChange={(value) => setField('starts_time', value)}
          />
        </FormField>
        <FormField id="event-end-date" label="End date" optional error={fieldError(errors, 'end_date')}>
          <Input
            id="event-end-date"
            type="date"
            min={endMin}
            value={values.end_date}
            aria-invalid={Boolean(fieldError(errors, 'end_date'))}
            onChange={(event) => setField('end_date', event.target.value)}
          />
        </FormField>
        <FormField id="event-end-time" label="End time" optional error={fieldError(errors, 'end_time')}>
          <TimeSelect
            id="event-end-time"
            value={values.end_time}
            invalid={Boolean(fieldError(errors, 'end_time'))}
            onChange={(value) => setField('end_time', value)}
          />
        </FormField>
        <FormField id="event-timezone" label="Time zone" error={fieldError(errors, 'timezone')} className="sm:col-span-2">
          <NativeSelect
            id="event-timezone"
            value={values.timezone}
            options={timezoneOptions}
            aria-invalid={Boolean(fieldError(errors, 'timezone'))}
            onChange={(event) => setField('timezone', event.target.value)}
          />
        </FormField>
      </div>
    </FormSection>
  )
}
