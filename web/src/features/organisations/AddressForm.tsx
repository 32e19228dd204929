import { useState, type FormEvent, type ReactNode } from 'react'
import { addAddress, updateAddress, type OrganisationAddress } from '@/api/organisations'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { firstError } from '@/lib/field-errors'
import { AddressFields, addressInputOf, addressValuesOf, EMPTY_ADDRESS, type AddressValues } from './AddressFields'
import { useOrganisationMutation } from './use-organisation-mutation'

type AddressFormProps = {
  /** The address to change; none adds a new one. */
  address?: OrganisationAddress
  submitLabel: string
  secondaryAction?: ReactNode
  onSaved?: () => void | Promise<void>
}

/** Adds or changes one of the organisation's addresses. */
export function AddressForm({ address, submitLabel, secondaryAction, onSaved }: AddressFormProps) {
  const [values, setValues] = useState<AddressValues>(address ? addressValuesOf(address) : EMPTY_ADDRESS)
  const save = (input: AddressValues) => (address ? updateAddress(address.id, addressInputOf(input)) : addAddress(addressInputOf(input)))
  const { mutation, errors } = useOrganisationMutation(save, async () => {
    if (!address) setValues(EMPTY_ADDRESS)
    await onSaved?.()
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate(values)
  }
  const general = firstError(errors, 'address') && !values.address.trim() ? firstError(errors, 'address') : null
  return (
    <form onSubmit={submit} aria-label={address ? 'Edit address' : 'Add address'} className="flex flex-col gap-4">
      <AddressFields
        idPrefix={address ? `address-${address.id}` : 'new-address'}
        values={values}
        errors={general ? { ...errors, address: [] } : errors}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
      />
      {general && (
        <p role="alert" className="text-xs text-error">
          {general}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {secondaryAction}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
