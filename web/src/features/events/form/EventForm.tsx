import type { FormEvent } from 'react'
import { EventBasicsSection } from './EventBasicsSection'
import { EventFeaturesSection } from './EventFeaturesSection'
import { EventFormActions } from '@/components/event-form/EventFormActions'
import { EventLocationSection } from './EventLocationSection'
import { EventScheduleSection } from './EventScheduleSection'
import type { EventFormApi } from './use-event-form'

type EventFormProps = { form: EventFormApi; saving: boolean; onSubmit: () => void; onCancel?: () => void; readOnly?: boolean }

export function EventForm({ form, saving, onSubmit, onCancel, readOnly = false }: EventFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.validate()) onSubmit()
  }
  return (
    <form onSubmit={submit} noValidate aria-label={form.isNew ? 'Create event' : 'Event settings'}>
      <EventBasicsSection form={form} />
      <EventScheduleSection form={form} />
      <EventLocationSection form={form} />
      <EventFeaturesSection form={form} />
      {/* Nothing to save for someone who may only look. */}
      {!readOnly && <EventFormActions isNew={form.isNew} dirty={form.dirty} saving={saving} onReset={form.reset} onCancel={onCancel} />}
    </form>
  )
}
