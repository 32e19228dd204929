import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { NativeSelect } from '@/components/ui/select'
import { GUEST_LANGUAGES, LANGUAGE_NAMES_IN_ENGLISH, type GuestLanguage } from '@usher/domain/i18n/languages'
import { FormSection } from '@/components/event-form/FormSection'
import { fieldError, type EventFormApi } from './use-event-form'

const LANGUAGE_OPTIONS = [
  ...GUEST_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES_IN_ENGLISH[code] })),
  { value: '', label: "Each guest's browser language (English otherwise)" },
]

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
        <FormField
          id="event-default-language"
          label="Guests' language"
          hint="The RSVP page, pass and guest emails use it for guests who have no language of their own on the guest list."
          error={fieldError(errors, 'default_language')}
        >
          <NativeSelect
            id="event-default-language"
            value={values.default_language}
            options={LANGUAGE_OPTIONS}
            onChange={(event) => setField('default_language', event.target.value as GuestLanguage | '')}
          />
        </FormField>
      </div>
    </FormSection>
  )
}
