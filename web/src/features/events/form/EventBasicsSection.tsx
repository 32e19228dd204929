import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FormSection } from '@/components/event-form/FormSection'
import { fieldError, type EventFormApi } from './use-event-form'

export function EventBasicsSection({ form }: { form: EventFormApi }) {
  const { values, errors, setField } = form
  return (
    <FormSection title="Basics" description="The name guests see on invitations, passes and the RSVP page.">
      <div className="flex flex-col gap-4">
        <FormField id="event-name" label="Event name" error={fieldError(errors, 'name')}>
          <Input
            id="event-name"
            name="name"
            placeholder="e.g. Spring Gala 2026"
            value={values.name}
            autoFocus={form.isNew}
            aria-invalid={Boolean(fieldError(errors, 'name'))}
            onChange={(event) => setField('name', event.target.value)}
          />
        </FormField>
        <FormField id="event-purpose" label="Purpose" optional error={fieldError(errors, 'purpose')}>
          <Textarea
            id="event-purpose"
            name="purpose"
            rows={3}
            placeholder="What is the event for? Only your team sees this."
            value={values.purpose}
            aria-invalid={Boolean(fieldError(errors, 'purpose'))}
            onChange={(event) => setField('purpose', event.target.value)}
          />
        </FormField>
      </div>
    </FormSection>
  )
}
