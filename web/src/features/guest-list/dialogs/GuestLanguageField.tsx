import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/select'
import { GUEST_LANGUAGES, LANGUAGE_NAMES_IN_ENGLISH } from '@usher/domain/i18n/languages'

const OPTIONS = GUEST_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES_IN_ENGLISH[code] }))

/** The guest's own language for their RSVP page, pass and e-mails; none follows the event's. */
export function GuestLanguageField({ id, value, error, onChange }: { id: string; value: string; error: string | null; onChange: (value: string) => void }) {
  return (
    <FormField id={id} label="Language" optional error={error} hint="Their RSVP page, pass and emails. None: the event's language.">
      <NativeSelect id={id} value={value} options={OPTIONS} placeholder="The event's language" onChange={(event) => onChange(event.target.value)} />
    </FormField>
  )
}
