import { useEffect, useState, type FormEvent } from 'react'
import { validateAttendeeContact } from '@usher/domain/deciders/attendee-rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { Attendee, AttendeeUpdate } from '@/api/attendees'
import { useUpdateGuest } from '@/api/guest-edit-mutations'
import { showSnackbar, showValidationNotice } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { CustomFieldInputs } from '../custom-fields/CustomFieldInputs'
import { draftOf, validateDraft, valuesChanged, type CustomFieldDraft } from '../custom-fields/custom-field-draft'
import { isDefaultFieldOptional, isDefaultFieldShown } from '@/lib/default-field-visibility'
import { useGuestFormFields } from '../custom-fields/use-guest-form-fields'
import { checkRequiredDefaultFields } from '@usher/domain/fields/default-fields'
import { GuestTagsField, tagsChanged } from '../tags/GuestTagsField'

type Contact = { first_name: string; last_name: string; email: string; phone_number: string; reference: string }
type ContactKey = keyof Contact

const FIELDS: { key: ContactKey; label: string; type: string; optional?: boolean }[] = [
  { key: 'first_name', label: 'First name', type: 'text' },
  { key: 'last_name', label: 'Last name', type: 'text', optional: true },
  { key: 'email', label: 'Email', type: 'email', optional: true },
  { key: 'phone_number', label: 'Phone', type: 'tel', optional: true },
  // The order or attendee number from where the guest came (an import fills it).
  { key: 'reference', label: 'Reference', type: 'text', optional: true },
]

function contactOf(guest: Attendee | null): Contact {
  return {
    first_name: guest?.first_name ?? '',
    last_name: guest?.last_name ?? '',
    email: guest?.email ?? '',
    phone_number: guest?.phone_number ?? '',
    reference: guest?.reference ?? '',
  }
}

/** Only the changed fields are sent; a cleared email or phone is sent as null. */
function changes(before: Contact, after: Contact): AttendeeUpdate {
  const update: AttendeeUpdate = {}
  if (after.first_name.trim() !== before.first_name) update.first_name = after.first_name.trim()
  if (after.last_name.trim() !== before.last_name) update.last_name = after.last_name.trim()
  if (after.email.trim() !== before.email) update.email = after.email.trim() || null
  if (after.phone_number.trim() !== before.phone_number) update.phone_number = after.phone_number.trim() || null
  if (after.reference.trim() !== before.reference) update.reference = after.reference.trim() || null
  return update
}

type EditGuestDialogProps = { eventUuid: string; guest: Attendee | null; onClose: () => void }

export function EditGuestDialog({ eventUuid, guest, onClose }: EditGuestDialogProps) {
  const [form, setForm] = useState<Contact>(() => contactOf(guest))
  const [errors, setErrors] = useState<FieldErrors>({})
  const { customFields, defaultFields } = useGuestFormFields(eventUuid, guest !== null)
  const [customDraft, setCustomDraft] = useState<CustomFieldDraft>({})
  const [tagIds, setTagIds] = useState<string[]>([])

  useEffect(() => {
    setForm(contactOf(guest))
    setTagIds(guest?.tag_ids ?? [])
    setErrors({})
  }, [guest])
  useEffect(() => {
    setCustomDraft(draftOf(customFields, guest?.custom_fields))
  }, [guest, customFields])

  const mutation = useUpdateGuest(eventUuid, guest?.id, {
    onSuccess: () => {
      showSnackbar('Guest details saved.', 'success')
      onClose()
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setErrors(error.errors)
        showValidationNotice(error.errors)
      } else {
        showSnackbar(error.message, 'error')
      }
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = {
      ...validateAttendeeContact(form, { partial: false }),
      ...checkRequiredDefaultFields(form, defaultFields, { partial: false }),
      ...validateDraft(customFields, customDraft),
    }
    setErrors(next)
    if (Object.keys(next).length > 0 || !guest) return
    const update = changes(contactOf(guest), form)
    const values = valuesChanged(customFields, guest.custom_fields, customDraft)
    if (Object.keys(values).length > 0) update.custom_fields = values
    if (tagsChanged(guest.tag_ids, tagIds)) update.tags = tagIds
    if (Object.keys(update).length === 0) return onClose()
    mutation.mutate(update)
  }

  return (
    <Dialog open={guest !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-[560px]">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>Edit guest</DialogTitle>
            <DialogDescription>Changes show up for everyone working on this guest list.</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-3 sm:grid-cols-2">
            {FIELDS.filter((field) => isDefaultFieldShown(defaultFields, field.key)).map((field) => {
              const id = `edit-guest-${field.key}`
              const error = errors[field.key]?.[0] ?? null
              return (
                <FormField key={field.key} id={id} label={field.label} optional={field.optional && isDefaultFieldOptional(defaultFields, field.key)} error={error}>
                  <Input
                    id={id}
                    type={field.type}
                    value={form[field.key]}
                    aria-invalid={Boolean(error)}
                    onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
                  />
                </FormField>
              )
            })}
            <CustomFieldInputs idPrefix="edit-guest" fields={customFields} draft={customDraft} errors={errors} onChange={setCustomDraft} />
            {guest && <GuestTagsField eventUuid={eventUuid} value={tagIds} onChange={setTagIds} error={errors.tags?.[0] ?? null} />}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <Spinner label="Saving" />}
              Save changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
