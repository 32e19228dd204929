import { COUNTRIES, US_STATES, countryByCode, stateByCode } from '@usher/domain/constants/locations'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import type { LocationValues } from '@/lib/event-settings/event-form-values'
import { FormSection } from '@/components/event-form/FormSection'
import { fieldError, type EventFormApi } from './use-event-form'

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }))
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }))

type TextField = { key: keyof LocationValues; label: string; placeholder?: string; autoComplete?: string; wide?: boolean }

const ADDRESS_FIELDS: TextField[] = [
  { key: 'name', label: 'Venue name', placeholder: 'e.g. The Grand Hall', wide: true },
  { key: 'address', label: 'Address', autoComplete: 'address-line1', wide: true },
  { key: 'address_2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
]

export function EventLocationSection({ form }: { form: EventFormApi }) {
  const { values, errors, setLocation } = form
  const location = values.location
  const isUs = location.country_code === 'US'
  const errorOf = (key: keyof LocationValues) => fieldError(errors, `location.${key}`)

  return (
    <FormSection title="Location" description="Where the event takes place. It appears on passes and invitations.">
      <div className="grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((field) => (
          <FormField
            key={field.key}
            id={`location-${field.key}`}
            label={field.label}
            optional
            error={errorOf(field.key)}
            className={field.wide ? 'sm:col-span-2' : undefined}
          >
            <Input
              id={`location-${field.key}`}
              value={location[field.key]}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete}
              aria-invalid={Boolean(errorOf(field.key))}
              onChange={(event) => setLocation({ [field.key]: event.target.value })}
            />
          </FormField>
        ))}
        <FormField id="location-state" label={isUs ? 'State' : 'State / region'} optional error={errorOf('state_region_code') ?? errorOf('state_region')}>
          {isUs ? (
            <NativeSelect
              id="location-state"
              value={location.state_region_code}
              options={STATE_OPTIONS}
              placeholder="Select state"
              onChange={(event) => {
                const state = stateByCode(event.target.value)
                setLocation({ state_region_code: state?.code ?? '', state_region: state?.name ?? '' })
              }}
            />
          ) : (
            <Input
              id="location-state"
              value={location.state_region}
              autoComplete="address-level1"
              onChange={(event) => setLocation({ state_region: event.target.value, state_region_code: '' })}
            />
          )}
        </FormField>
        <FormField id="location-postal_code" label="Postal code" optional error={errorOf('postal_code')}>
          <Input
            id="location-postal_code"
            value={location.postal_code}
            autoComplete="postal-code"
            onChange={(event) => setLocation({ postal_code: event.target.value })}
          />
        </FormField>
        <FormField id="location-country" label="Country" error={errorOf('country_code') ?? errorOf('country')} className="sm:col-span-2">
          <NativeSelect
            id="location-country"
            value={location.country_code}
            options={COUNTRY_OPTIONS}
            onChange={(event) => {
              const country = countryByCode(event.target.value)
              // A US state code means nothing elsewhere: clear the region when the country changes.
              setLocation({ country_code: country?.code ?? '', country: country?.name ?? '', state_region_code: '', state_region: '' })
            }}
          />
        </FormField>
      </div>
    </FormSection>
  )
}
