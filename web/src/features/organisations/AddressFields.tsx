import { COUNTRIES, US_STATES, countryByCode, stateByCode, type Location } from '@usher/domain/constants/locations'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { firstError } from '@/lib/field-errors'

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }))
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }))

export type AddressValues = { [K in keyof Location]: string }

export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  address: '',
  address_2: '',
  postal_code: '',
  city: '',
  state_region_code: '',
  state_region: '',
  country_code: 'US',
  country: 'United States',
}

export function addressValuesOf(location: Partial<Location>): AddressValues {
  const values = { ...EMPTY_ADDRESS }
  for (const key of Object.keys(values) as (keyof Location)[]) values[key] = location[key] ?? EMPTY_ADDRESS[key]
  return values
}

const TEXT_FIELDS: { key: keyof Location; label: string; autoComplete?: string; wide?: boolean }[] = [
  { key: 'name', label: 'Location name', wide: true },
  { key: 'address', label: 'Address', autoComplete: 'address-line1', wide: true },
  { key: 'address_2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
]

type AddressFieldsProps = { idPrefix: string; values: AddressValues; errors: FieldErrors; onChange: (change: Partial<AddressValues>) => void }

/** The spec's Location fields: choosing a state or country sets both its code and its name. */
export function AddressFields({ idPrefix, values, errors, onChange }: AddressFieldsProps) {
  const isUs = values.country_code === 'US'
  const id = (key: string) => `${idPrefix}-${key}`
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <FormField
          key={field.key}
          id={id(field.key)}
          label={field.label}
          optional
          error={firstError(errors, field.key)}
          className={field.wide ? 'sm:col-span-2' : undefined}
        >
          <Input
            id={id(field.key)}
            value={values[field.key]}
            autoComplete={field.autoComplete}
            onChange={(event) => onChange({ [field.key]: event.target.value })}
          />
        </FormField>
      ))}
      <FormField
        id={id('state')}
        label={isUs ? 'State' : 'State / region'}
        optional
        error={firstError(errors, 'state_region_code') ?? firstError(errors, 'state_region')}
      >
        {isUs ? (
          <NativeSelect
            id={id('state')}
            value={values.state_region_code}
            options={STATE_OPTIONS}
            placeholder="Select state"
            onChange={(event) => {
              const state = stateByCode(event.target.value)
              onChange({ state_region_code: state?.code ?? '', state_region: state?.name ?? '' })
            }}
          />
        ) : (
          <Input
            id={id('state')}
            value={values.state_region}
            autoComplete="address-level1"
            onChange={(event) => onChange({ state_region: event.target.value, state_region_code: '' })}
          />
        )}
      </FormField>
      <FormField id={id('postal_code')} label="Postal code" optional error={firstError(errors, 'postal_code')}>
        <Input
          id={id('postal_code')}
          value={values.postal_code}
          autoComplete="postal-code"
          onChange={(event) => onChange({ postal_code: event.target.value })}
        />
      </FormField>
      <FormField id={id('country')} label="Country" error={firstError(errors, 'country_code') ?? firstError(errors, 'country')} className="sm:col-span-2">
        <NativeSelect
          id={id('country')}
          value={values.country_code}
          options={COUNTRY_OPTIONS}
          onChange={(event) => {
            const country = countryByCode(event.target.value)
            // A US state code means nothing elsewhere: the region is cleared with the country.
            onChange({ country_code: country?.code ?? '', country: country?.name ?? '', state_region_code: '', state_region: '' })
          }}
        />
      </FormField>
    </div>
  )
}

/** What the server takes: blank text as null, so it is stored as "not given". */
export function addressInputOf(values: AddressValues): Partial<Location> {
  const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim())
  return {
    name: blankToNull(values.name),
    address: blankToNull(values.address),
    address_2: blankToNull(values.address_2),
    postal_code: blankToNull(values.postal_code),
    city: blankToNull(values.city),
    state_region_code: blankToNull(values.state_region_code),
    state_region: blankToNull(values.state_region),
    country_code: values.country_code,
    country: values.country,
  }
}
