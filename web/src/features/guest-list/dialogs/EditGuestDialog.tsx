import { useEffect, useMemo } from 'react'
import { validateAttendeeContact } from '@usher/domain/deciders/attendee-rules'
import type { Attendee, AttendeeUpdate } from '@/api/attendees'
import { useUpdateGuest } from '@/api/guest-edit-mutations'
import { showSnackbar, showValidationNotice } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { CustomFieldInputs } from '../custom-fields/CustomFieldInputs'
import { draftOf, validateDraft, valuesChanged, type CustomFieldDraft } from '../custom-fields/custom-field-draft'
import { isDefaultFieldOptional, isDefaultFieldShown } from '@/lib/default-field-visibility'
import { useGuestFormFields } from '../custom-fields/use-guest-form-fields'
import { checkRequiredDefaultFields } from '@usher/domain/fields/default-fields'
import { GuestTagsField, tagsChanged } from '../tags/GuestTagsField'
import { GuestLanguageField } from './GuestLanguageField'

type Contact = { first_name: string; last_name: string; email: string; phone_number: string; reference: string; language: string }
type ContactKey = Exclude<keyof Contact, 'language'>

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
    language: guest?.language ?? '',
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
  if (after.language !== before.language) update.language = after.language || null
  return update
}

type EditGuestDialogProps = { eventUuid: string; guest: Attendee | null; onClose: () => void }

/** What the dialog holds: the contact fields, the custom fields' answers and the tags. */
type GuestDraft = { contact: Contact; custom: CustomFieldDraft; tags: string[] }

export function EditGuestDialog({ eventUuid, guest, onClose }: EditGuestDialogProps) {
  const { customFields, defaultFields } = useGuestFormFields(eventUuid, guest !== null)
  const schema = useMemo(
    () =>
      rulesSchema<GuestDraft>(({ contact, custom }) => ({
        ...validateAttendeeContact(contact, { partial: false }),
        ...checkRequiredDefaultFields(contact, defaultFields, { partial: false }),
        ...validateDraft(customFields, custom),
      })),
    [customFields, defaultFields],
  )
  const mutation = useUpdateGuest(eventUuid, guest?.id, {
    onSuccess: () => {
      showSnackbar('Guest details saved.', 'success')
      onClose()
    },
  })
  const draft = useSchemaForm({
    schema,
    initial: { contact: contactOf(guest), custom: {}, tags: [] } as GuestDraft,
    onSubmit: async ({ contact, custom, tags }) => {
      if (!guest) return
      const update = changes(contactOf(guest), contact)
      const values = valuesChanged(customFields, guest.custom_fields, custom)
      if (Object.keys(values).length > 0) update.custom_fields = values
      if (tagsChanged(guest.tag_ids, tags)) update.tags = tags
      if (Object.keys(update).length === 0) return onClose()
      await mutation.mutateAsync(update)
    },
    onServerInvalid: showValidationNotice,
  })
  const { values, set, setValues, errors, setErrors } = draft
  const form = values.contact

  useEffect(() => {
    setValues((current) => ({ ...current, contact: contactOf(guest), tags: guest?.tag_ids ?? [] }))
    setErrors({})
  }, [guest, setValues, setErrors])
  useEffect(() => {
    set('custom', draftOf(customFields, guest?.custom_fields))
  }, [guest, customFields, set])

  return (
    <Dialog open={guest !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-[560px]">
        <Form form={draft} className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>Edit guest</DialogTitle>
            <DialogDescription>Changes show up for everyone working on this guest list.</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-3 sm:grid-cols-2">
            {FIELDS.filter((field) => isDefaultFieldShown(defaultFields, field.key)).map((field) => {
              const id = `edit-guest-${field.key}`
              const error = errors[field.key]?.[0] ?? null
              return (
                <FormField
                  key={field.key}
                  id={id}
                  label={field.label}
                  optional={field.optional && isDefaultFieldOptional(defaultFields, field.key)}
                  error={error}
                >
                  <Input
                    id={id}
                    type={field.type}
                    value={form[field.key]}
                    aria-invalid={Boolean(error)}
                    onChange={(event) => set('contact', { ...form, [field.key]: event.target.value })}
                  />
                </FormField>
              )
            })}
            <GuestLanguageField
              id="edit-guest-language"
              value={form.language}
              error={errors.language?.[0] ?? null}
              onChange={(language) => set('contact', { ...form, language })}
            />
            <CustomFieldInputs idPrefix="edit-guest" fields={customFields} draft={values.custom} errors={errors} onChange={(custom) => set('custom', custom)} />
            {guest && <GuestTagsField eventUuid={eventUuid} value={values.tags} onChange={(tags) => set('tags', tags)} error={errors.tags?.[0] ?? null} />}
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
        </Form>
      </DialogContent>
    </Dialog>
  )
}
