import { useMemo } from 'react'
import { checkField, email as emailRule, maxLength, required } from '@usher/domain/validation/rules'
import { phone } from '@usher/domain/validation/phone-rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { GuestContact, PortalGuest } from '@/api/host-portal'
import { useSaveHostGuest } from '@/api/host-portal-mutations'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { compactErrors, firstError } from '@/lib/field-errors'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'

type ContactForm = Required<GuestContact>

const FIELDS: { key: keyof ContactForm; label: string; type: string; autoComplete: string }[] = [
  { key: 'first_name', label: 'First name', type: 'text', autoComplete: 'off' },
  { key: 'last_name', label: 'Last name', type: 'text', autoComplete: 'off' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { key: 'phone_number', label: 'Phone', type: 'tel', autoComplete: 'off' },
]

/** The same rules and messages as the server (shared/domain), so most mistakes show before sending. */
function validate(form: ContactForm, emailRequired: boolean): FieldErrors {
  return compactErrors({
    first_name: checkField(form.first_name, 'First name', [required, maxLength(255)]),
    last_name: checkField(form.last_name, 'Last name', [maxLength(255)]),
    email: checkField(form.email, 'Email', emailRequired ? [required, emailRule, maxLength(255)] : [emailRule, maxLength(255)]),
    phone_number: checkField(form.phone_number, 'Phone number', [phone, maxLength(40)]),
  })
}

type Props = {
  host: string
  groupId: string
  groupName: string
  /** The ticket to name (a placeholder) or the named guest to edit; null: closed. */
  guest: PortalGuest | null
  emailRequired: boolean
  onClose: () => void
}

/** "Name this ticket" for a placeholder, or "Edit guest" for a named one. */
export function GuestFormDialog({ guest, ...props }: Props) {
  return (
    <Dialog open={guest !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>{guest && <GuestForm key={guest.id} guest={guest} {...props} />}</DialogContent>
    </Dialog>
  )
}

function GuestForm({ host, groupId, groupName, guest, emailRequired, onClose }: Props & { guest: PortalGuest }) {
  const naming = guest.is_placeholder
  const save = useSaveHostGuest(host, groupId, guest, {
    onSuccess: (result) => {
      showSnackbar(naming ? `Ticket named for ${result.data.full_name}.` : `${result.data.full_name} saved.`, 'success')
      onClose()
    },
  })
  const schema = useMemo(() => rulesSchema<ContactForm>((contact) => validate(contact, emailRequired)), [emailRequired])
  const contact = useSchemaForm({
    schema,
    initial: naming
      ? { first_name: '', last_name: '', email: '', phone_number: '' }
      : { first_name: guest.first_name, last_name: guest.last_name, email: guest.email ?? '', phone_number: guest.phone_number ?? '' },
    onSubmit: (form) => save.mutateAsync({ ...form, first_name: form.first_name.trim(), last_name: form.last_name.trim(), email: form.email.trim() }),
  })
  const { values: form, errors } = contact

  return (
    <Form form={contact} data-testid="host-guest-form">
      <DialogHeader>
        <DialogTitle>{naming ? 'Name this ticket' : 'Edit guest'}</DialogTitle>
        <DialogDescription>{naming ? `Who takes this ticket of ${groupName}?` : 'Change your guest’s details.'}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid grid-cols-2 gap-4">
        {FIELDS.map((field) => {
          const id = `host-guest-${field.key}`
          const error = firstError(errors, field.key)
          return (
            <FormField
              key={field.key}
              id={id}
              label={field.label}
              error={error}
              optional={field.key === 'phone_number' || field.key === 'last_name' || (field.key === 'email' && !emailRequired)}
              className={field.key === 'first_name' || field.key === 'last_name' ? 'col-span-2 sm:col-span-1' : 'col-span-2'}
            >
              <Input
                id={id}
                type={field.type}
                autoComplete={field.autoComplete}
                autoFocus={field.key === 'first_name'}
                value={form[field.key]}
                aria-invalid={Boolean(error)}
                onChange={(event) => contact.set(field.key, event.target.value)}
              />
            </FormField>
          )
        })}
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : naming ? 'Name ticket' : 'Save'}
        </Button>
      </DialogFooter>
    </Form>
  )
}
